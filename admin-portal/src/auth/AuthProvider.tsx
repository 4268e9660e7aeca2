import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { messages, type AuthUser } from '@caawg11/conference';
import { fetchCurrentUser, login as loginCall, logout as logoutCall } from '../api/admin-api';
import { ApiRequestError } from '@caawg11/conference/http';
import { storedToken, storeToken } from '../api/client';
import { AuthContext, type AuthState } from './auth-context';

function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiRequestError ? error.serverMessage : undefined;
}

/**
 * The portal's authentication states: on load a stored token is used to fetch the current user;
 * a failure removes the token. Login saves the token; logout ends the session on the server,
 * then clears it.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [user, setUser] = useState<AuthUser | null>(null);
  const [loading, setLoading] = useState(() => storedToken() !== null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (storedToken() === null) return;
    let cancelled = false;
    fetchCurrentUser()
      .then((current) => {
        if (!cancelled) setUser(current);
      })
      .catch((failure: unknown) => {
        if (cancelled) return;
        storeToken(null);
        setUser(null);
        setError(serverMessage(failure) ?? messages.authFailed);
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, []);

  const login = useCallback(async (email: string, password: string) => {
    let token: string;
    try {
      const result = await loginCall({ email, password });
      if (!result.success || !result.token) throw new Error(result.message);
      token = result.token;
    } catch (failure) {
      storeToken(null);
      const message =
        serverMessage(failure) ||
        (failure instanceof ApiRequestError ? '' : (failure as Error).message) ||
        messages.loginFailed;
      setError(message);
      throw new Error(message, { cause: failure });
    }
    storeToken(token);
    try {
      const current = await fetchCurrentUser();
      setError(null);
      setUser(current);
    } catch (failure) {
      storeToken(null);
      const message = serverMessage(failure) ?? messages.loginUserFailed;
      setError(message);
      throw new Error(message, { cause: failure });
    }
  }, []);

  const logout = useCallback(async () => {
    try {
      await logoutCall();
    } catch {
      // An api that is down or a session already ended must not keep anyone signed in here.
    }
    storeToken(null);
    setUser(null);
    setError(null);
    queryClient.clear();
  }, [queryClient]);

  const state = useMemo<AuthState>(
    () => ({ user, isAuthenticated: user !== null, loading, error, login, logout }),
    [user, loading, error, login, logout],
  );
  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}
