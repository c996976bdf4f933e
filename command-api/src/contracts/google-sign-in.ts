// Google sign-in: the error codes the callback puts in /login?error= with the words the login page
// shows for each, and the exchange of the callback's one-time code for the session.
import { z } from 'zod';
import { problemResponses, success } from './envelope.js';
import { twoFactorChallengeSchema } from './two-factor.js';

export const GOOGLE_SIGN_IN_ERRORS = {
  google_not_configured:
    'This shop does not offer Google sign-in. Please sign in with your email and password.',
  google_unreachable:
    'Google sign-in is unavailable right now: Google could not be reached. Please try again shortly.',
  google_cancelled: 'Google sign-in was cancelled',
  google_expired: 'Your Google sign-in took too long or was started in another browser. Please try again.',
  google_failed: 'Google sign-in failed. Please try again.',
  google_email_not_verified: 'Your Google email address is not verified',
  google_account_mismatch: 'This email is linked to a different Google account',
  google_session_failed:
    'This Google sign-in could not be finished in this browser. Please sign in with Google again.',
} as const;

export type GoogleSignInErrorCode = keyof typeof GOOGLE_SIGN_IN_ERRORS;

/** The words for a known code; undefined for anything else, so no text from the address is ever shown. */
export function googleSignInErrorMessage(code: string | null | undefined): string | undefined {
  if (!code || !Object.hasOwn(GOOGLE_SIGN_IN_ERRORS, code)) return undefined;
  return GOOGLE_SIGN_IN_ERRORS[code as GoogleSignInErrorCode];
}

/** 32 random bytes in base64url. */
export const GOOGLE_HAND_OFF_CODE = /^[A-Za-z0-9_-]{43}$/;

export const googleSessionRequestSchema = z
  .object({
    code: z
      .string({ error: GOOGLE_SIGN_IN_ERRORS.google_session_failed })
      .regex(GOOGLE_HAND_OFF_CODE, GOOGLE_SIGN_IN_ERRORS.google_session_failed)
      .describe('The one-time code the Google callback put in the address (`/dashboard?token=…`)'),
  })
  .describe(
    'Sent by the web app from the browser that finished the Google sign-in: the httpOnly google_hand_off cookie must come with it',
  );

export const googleSessionResponseSchema = success({
  token: z.string().describe('The session token (JWT), as a password login answers it'),
});

export const googleSessionResponses = {
  200: z.union([googleSessionResponseSchema, twoFactorChallengeSchema]),
  ...problemResponses(400, 401, 429),
};
