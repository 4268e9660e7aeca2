import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  messages,
  type LoginRequest,
  type LoginResult,
  type TwoFactorChallenge,
} from '@caawg11/conference';
import { fetchCurrentUser, login as loginCall, logout as logoutCall } from './auth-api';
import { ApiRequestError } from '@caawg11/conference/http';
import { storedToken, storeToken } from '../api/client';
import { AuthContext, type AuthState } from './auth-context';
import { verifyTwoFactor } from './two-factor-api';

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
  const [challengeToken, setChallengeToken] = useState<string | null>(null);
  const currentUser = useQuery({ ...currentUserQuery, enabled: token !== null });

  /** Keeps a token the api issued and reads the account it stands for. */
  const takeToken = useCallback(
    async (issued: string): Promise<string> => {
      storeToken(issued);
      try {
        await queryClient.fetchQuery({ ...currentUserQuery, staleTime: 0 });
      } catch (failure) {
        throw new Error(serverMessage(failure) ?? messages.loginUserFailed, { cause: failure });
      }
      return issued;
    },
    [queryClient],
  );

  const {
    mutateAsync: signIn,
    error: loginError,
    reset: resetLogin,
  } = useMutation({
    mutationFn: async (credentials: LoginRequest): Promise<string | null> => {
      let result: LoginResult | TwoFactorChallenge;
      try {
        result = await loginCall(credentials);
        if (!result.success || !('token' in result || 'challengeToken' in result)) {
          throw new Error(result.message);
        }
      } catch (failure) {
        storeToken(null);
        throw loginFailure(failure);
      }
      if ('challengeToken' in result) {
        setChallengeToken(result.challengeToken);
        return null;
      }
      return takeToken(result.token);
    },
    onSuccess: (issued) => {
      if (issued) setToken(issued);
    },
  });

  const submitCode = useCallback(
    async (code: string) => {
      if (!challengeToken) throw new Error(messages.loginFailed);
      let issued: string;
      try {
        issued = (await verifyTwoFactor({ challengeToken, code })).token;
      } catch (failure) {
        throw loginFailure(failure);
      }
      await takeToken(issued);
      setChallengeToken(null);
      setToken(issued);
    },
    [challengeToken, takeToken],
  );
  const cancelCode = useCallback(() => {
    setChallengeToken(null);
    resetLogin();
  }, [resetLogin]);
  const adoptToken = useCallback(
    async (issued: string) => {
      await takeToken(issued);
      setToken(issued);
    },
    [takeToken],
  );

  const { mutateAsync: signOut } = useMutation({
    mutationFn: endServerSession,
    onSettled: () => {
      storeToken(null);
      setToken(null);
      setChallengeToken(null);
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

  const awaitingCode = challengeToken !== null;
  const state = useMemo<AuthState>(
    () => ({
      user,
      isAuthenticated: user !== null,
      loading,
      error,
      login,
      logout,
      awaitingCode,
      submitCode,
      cancelCode,
      adoptToken,
    }),
    [user, loading, error, login, logout, awaitingCode, submitCode, cancelCode, adoptToken],
  );
  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}
