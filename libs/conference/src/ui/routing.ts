/**
 * The router the shell and both remotes render with, shared between them at run time as this
 * one module. Module federation shares a package whole, so sharing `react-router` itself sent
 * every visitor all of it (data routers, server rendering, about 63 KB gzipped); sharing this
 * module sends what is named here, and the three apps still hold one router context.
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
