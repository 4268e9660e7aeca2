export { Route as a, useNavigate as c, Outlet as i, useParams as l, NavLink as n, Routes as o, Navigate as r, useLocation as s, Link as t } from "react-router";
