import { createContext, useContext, useMemo } from 'react';
import { type AuthUser, type Permissions, permissionsFor } from '@caawg11/conference';

export interface AuthState {
  user: AuthUser | null;
  isAuthenticated: boolean;
  loading: boolean;
  error: string | null;
  /** Signs in; throws an Error whose message is fit to show when it fails. */
  login: (email: string, password: string) => Promise<void>;
  /** Set once the password was right for an account with two factors: a code comes next. */
  awaitingCode: boolean;
  /** The code step; throws an Error whose message is fit to show when the code is refused. */
  submitCode: (code: string) => Promise<void>;
  /** Leaves the code step for the password again. */
  cancelCode: () => void;
  /** Takes over a token the api issued (after the two-factor set-up) and reloads the account. */
  adoptToken: (token: string) => Promise<void>;
  /** Ends the session on the server, then forgets the token, whatever the server answered. */
  logout: () => Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth needs an AuthProvider');
  return state;
}

/** What the signed-in role may do, from the same table the api enforces. */
export function usePermissions(): Permissions {
  const { user } = useAuth();
  return useMemo(() => permissionsFor({ role: user?.role ?? 'user' }), [user?.role]);
}
