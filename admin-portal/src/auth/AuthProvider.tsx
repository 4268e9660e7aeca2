import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messages, type LoginRequest } from '@caawg11/conference';
import { fetchCurrentUser, login as loginCall, logout as logoutCall } from '../api/admin-api';
import { ApiRequestError } from '@caawg11/conference/http';
import { storedToken, storeToken } from '../api/client';
import { AuthContext, type AuthState } from './auth-context';

function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiRequestError ? error.serverMessage : undefined;
}

/**
 * The signed-in user, asked for once per token: the answer does not change during a session.
 * A token the api refuses is removed at once, so a reload does not try it again.
 */
const currentUserQuery = queryOptions({
  queryKey: ['auth', 'current-user'] as const,
  queryFn: async () => {
    try {
      return await fetchCurrentUser();
    } catch (failure) {
      storeToken(null);
      throw failure;
    }
  },
  retry: false,
  staleTime: Infinity,
  refetchOnReconnect: false,
});

function loginFailure(failure: unknown): Error {
  const message =
    serverMessage(failure) ||
    (failure instanceof ApiRequestError ? '' : (failure as Error).message) ||
    messages.loginFailed;
  return new Error(message, { cause: failure });
}

/** Ends the session on the server; whatever it answers, the caller signs out here. */
async function endServerSession(): Promise<void> {
  try {
    await logoutCall();
  } catch {
    // An api that is down or a session already ended must not keep anyone signed in here.
  }
}

/**
 * The portal's authentication states: on load a stored token is used to fetch the current user;
 * a failure removes the token. Login saves the token; logout ends the session on the server,
 * then clears it.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState(storedToken);
  const currentUser = useQuery({ ...currentUserQuery, enabled: token !== null });

  const {
    mutateAsync: signIn,
    error: loginError,
    reset: resetLogin,
  } = useMutation({
    mutationFn: async (credentials: LoginRequest): Promise<string> => {
      let issued: string;
      try {
        const result = await loginCall(credentials);
        if (!result.success || !result.token) throw new Error(result.message);
        issued = result.token;
      } catch (failure) {
        storeToken(null);
        throw loginFailure(failure);
      }
      storeToken(issued);
      try {
        await queryClient.fetchQuery({ ...currentUserQuery, staleTime: 0 });
      } catch (failure) {
        throw new Error(serverMessage(failure) ?? messages.loginUserFailed, { cause: failure });
      }
      return issued;
    },
    onSuccess: setToken,
  });

  const { mutateAsync: signOut } = useMutation({
    mutationFn: endServerSession,
    onSettled: () => {
      storeToken(null);
      setToken(null);
      resetLogin();
      queryClient.clear();
    },
  });

  const login = useCallback(
    async (email: string, password: string) => {
      await signIn({ email, password });
    },
    [signIn],
  );
  const logout = useCallback(() => signOut(), [signOut]);

  const user = currentUser.data ?? null;
  const loading = token !== null && currentUser.isPending;
  const sessionError = currentUser.isError
    ? (serverMessage(currentUser.error) ?? messages.authFailed)
    : null;
  const error = loginError?.message ?? sessionError;

  const state = useMemo<AuthState>(
    () => ({ user, isAuthenticated: user !== null, loading, error, login, logout }),
    [user, loading, error, login, logout],
  );
  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}
