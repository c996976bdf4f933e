// Session state for the whole app: which token is in use, whose it is, and how the session starts and ends.
import { queryOptions, skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { apiClient } from './api-client';
import { type GoogleSwitch, useGoogleHandOff } from './google-hand-off';
import { clearStoredToken, getStoredToken, storeToken } from './token-storage';

export type User = {
  id?: string;
  username?: string;
  email?: string;
  roles: string[];
  /** Absent from servers that predate two-factor sign-in; only an explicit false sends an admin to set it up. */
  twoFactorEnabled?: boolean;
};

export type AuthState = {
  user: User | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  /** Stores a new session token and fetches its user; rejects, storing nothing, if the user cannot be fetched. */
  login: (token: string) => Promise<void>;
  logout: () => void;
  /** Keeps the session going under a fresh token a call answered with (step-up, password change, enrolment). */
  replaceToken: (token: string) => void;
  /** Asks the server for the signed-in user again, after a change to their account such as a second factor. */
  refreshUser: () => Promise<void>;
  /** A Google sign-in finished for another account than the one signed in: the person chooses. */
  pendingGoogleSwitch: GoogleSwitch | null;
  switchToGoogleAccount: () => void;
  stayInCurrentAccount: () => void;
};

export function isAdmin(user: User | null): boolean {
  return user?.roles.includes('admin') ?? false;
}

export async function getCurrentUser(token: string, signal?: AbortSignal): Promise<User> {
  return toUser(await apiClient.get<unknown>('/users/me', { token, signal }));
}

/** Ends the session on the server too. A failure changes nothing here: the browser forgets the token anyway. */
async function endServerSession(token: string): Promise<void> {
  try {
    await apiClient.post('/users/logout', undefined, { token });
  } catch {
    // Nothing to tell the person: they asked to leave, and locally they have.
  }
}

export const currentUserQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['auth', 'me', token],
    queryFn: token ? ({ signal }) => getCurrentUser(token, signal) : skipToken,
    // A rejected token does not improve on a second try; end signed out at once.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

const AuthContext = createContext<AuthState | null>(null);

/** Must sit inside the router: the Google sign-in redirect is finished by rewriting the address. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState(getStoredToken);

  const userOf = useCallback(
    (candidate: string) => queryClient.fetchQuery(currentUserQueryOptions(candidate)),
    [queryClient],
  );
  const tokenInUse = useRef(token);
  tokenInUse.current = token;
  const adopt = useCallback(
    (newToken: string) => {
      // Another account's cached licences and orders must not show under the new one.
      if (tokenInUse.current && tokenInUse.current !== newToken) {
        queryClient.removeQueries({
          predicate: ({ queryKey }) => !(queryKey[0] === 'auth' && queryKey[2] === newToken),
        });
      }
      storeToken(newToken);
      setToken(newToken);
    },
    [queryClient],
  );
  const googleHandOff = useGoogleHandOff({ currentToken: token, userOf, adopt });

  const { data, isError, isPending } = useQuery(currentUserQueryOptions(token));

  useEffect(() => {
    if (!isError) return;
    clearStoredToken();
    setToken(null);
  }, [isError]);

  const login = useCallback(
    async (newToken: string) => {
      storeToken(newToken);
      try {
        // Fetched through the cache under the same key the session query reads, so it renders at once.
        await queryClient.fetchQuery(currentUserQueryOptions(newToken));
      } catch (error) {
        clearStoredToken();
        throw error;
      }
      setToken(newToken);
    },
    [queryClient],
  );

  const replaceToken = useCallback(
    (newToken: string) => {
      // The same person under a new token: the user already shown carries over, so nothing reloads.
      const shown = queryClient.getQueryData(currentUserQueryOptions(tokenInUse.current).queryKey);
      if (shown) queryClient.setQueryData(currentUserQueryOptions(newToken).queryKey, shown);
      storeToken(newToken);
      tokenInUse.current = newToken;
      setToken(newToken);
    },
    [queryClient],
  );

  const refreshUser = useCallback(
    () => queryClient.invalidateQueries({ queryKey: currentUserQueryOptions(tokenInUse.current).queryKey }),
    [queryClient],
  );

  const logout = useCallback(() => {
    if (token) void endServerSession(token);
    clearStoredToken();
    setToken(null);
    // Cached licences and orders belong to the person leaving; the next one must not see them.
    queryClient.clear();
  }, [queryClient, token]);

  const user = token ? (data ?? null) : null;
  const isLoading = (token !== null && isPending) || googleHandOff.finishing;
  const { pendingGoogleSwitch, switchToGoogleAccount, stayInCurrentAccount } = googleHandOff;
  const value = useMemo(
    () => ({
      user,
      isAuthenticated: user !== null,
      isLoading,
      login,
      logout,
      replaceToken,
      refreshUser,
      pendingGoogleSwitch,
      switchToGoogleAccount,
      stayInCurrentAccount,
    }),
    [
      user,
      isLoading,
      login,
      logout,
      replaceToken,
      refreshUser,
      pendingGoogleSwitch,
      switchToGoogleAccount,
      stayInCurrentAccount,
    ],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used within an AuthProvider');
  return auth;
}

// The API answers with the user either bare or wrapped as { user }.
function toUser(body: unknown): User {
  const candidate = isRecord(body) && isRecord(body.user) ? body.user : body;
  if (!isRecord(candidate)) throw new Error('The server did not return a user');
  const roles = Array.isArray(candidate.roles)
    ? candidate.roles.filter((role) => typeof role === 'string')
    : [];
  return {
    id: asString(candidate.id ?? candidate._id),
    username: asString(candidate.username),
    email: asString(candidate.email),
    roles,
    twoFactorEnabled:
      typeof candidate.twoFactorEnabled === 'boolean' ? candidate.twoFactorEnabled : undefined,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}
