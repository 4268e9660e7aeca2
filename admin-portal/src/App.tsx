import './index.css';
import { LoginScreen } from './auth/LoginScreen';

/** The admin area, rendered by the shell under /dashboard/*. */
export function App() {
  return <LoginScreen />;
}
