import { createContext, useContext } from 'react';
import type { AuthUser } from '@caawg11/conference';

export interface AuthState {
  user: AuthUser | null;
  isAuthenticated: boolean;
  loading: boolean;
  error: string | null;
  /** Signs in; throws an Error whose message is fit to show when it fails. */
  login: (email: string, password: string) => Promise<void>;
  /** Ends the session on the server, then forgets the token, whatever the server answered. */
  logout: () => Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth needs an AuthProvider');
  return state;
}
