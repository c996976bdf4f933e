// Finishes a Google sign-in: the server's callback sends the browser to /dashboard?token=<one-time code>;
// here, and only on that page, the code leaves the address at once and is traded (POST
// /api/auth/google/session, which the browser's own sign-in cookie must accompany) for the session. A
// different account already signed in is never replaced without asking. An account with a second factor
// answers with a challenge instead, which the login page's second step takes over.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { apiClient } from './api-client';

/** Where the callback sends the browser; no other page reads `token` as a sign-in. */
const GOOGLE_LANDING_PAGE = '/dashboard';
/** The login page's own words for it come from the shared Google sign-in messages. */
const EXCHANGE_FAILED = '/login?error=google_session_failed';
/** Where a Google sign-in that needs a second factor finishes, handed the challenge in the page state. */
const SECOND_STEP_PAGE = '/login';

type Account = { id?: string; username?: string };

/** A Google sign-in that finished for another account than the one signed in here. */
export type GoogleSwitch = { signedInAs: string; googleAccount: string };

type HandOffOptions<User extends Account> = {
  currentToken: string | null;
  userOf: (token: string) => Promise<User>;
  /** Makes `token` this browser's session. */
  adopt: (token: string) => void;
};

export function useGoogleHandOff<User extends Account>({
  currentToken,
  userOf,
  adopt,
}: HandOffOptions<User>) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const code = pathname === GOOGLE_LANDING_PAGE ? new URLSearchParams(search).get('token') : null;
  const [inFlight, setInFlight] = useState(false);
  const [pending, setPending] = useState<{ token: string; switch: GoogleSwitch } | null>(null);
  // A code is spent once, even when React runs the effect twice.
  const spent = useRef<string | null>(null);
  const current = useRef(currentToken);
  current.current = currentToken;

  useEffect(() => {
    if (!code || spent.current === code) return;
    spent.current = code;
    setInFlight(true);
    // Replaced, not pushed: the code stays neither in the address nor in the history.
    navigate(GOOGLE_LANDING_PAGE, { replace: true });
    void (async () => {
      try {
        const answer = await apiClient.post<{ token: string; twoFactorRequired?: boolean }>(
          '/auth/google/session',
          { code },
          { token: null },
        );
        if (answer.twoFactorRequired === true) {
          navigate(SECOND_STEP_PAGE, { replace: true, state: { challenge: answer } });
          return;
        }
        const { token } = answer;
        const googleUser = await userOf(token);
        const signedIn = current.current ? await userOf(current.current).catch(() => undefined) : undefined;
        if (signedIn && signedIn.id !== googleUser.id) {
          setPending({
            token,
            switch: { signedInAs: signedIn.username ?? '', googleAccount: googleUser.username ?? '' },
          });
        } else {
          adopt(token);
        }
      } catch {
        navigate(EXCHANGE_FAILED, { replace: true });
      } finally {
        setInFlight(false);
      }
    })();
  }, [code, navigate, userOf, adopt]);

  const switchToGoogleAccount = useCallback(() => {
    if (pending) adopt(pending.token);
    setPending(null);
  }, [pending, adopt]);
  // The other session is simply forgotten here: logging it out would end that account's every session.
  const stayInCurrentAccount = useCallback(() => setPending(null), []);

  return {
    finishing: code !== null || inFlight,
    pendingGoogleSwitch: pending?.switch ?? null,
    switchToGoogleAccount,
    stayInCurrentAccount,
  };
}
