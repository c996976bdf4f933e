// Two-factor sign-in and account security: the request and response shapes of the second sign-in step,
// the authenticator app, recovery codes, step-up, password change and sessions, and their messages.
import { PASSWORD_MESSAGES } from '@shop/domain';
import { z } from 'zod';
import { success } from './envelope.js';
import { timestampSchema } from './timestamp.js';
import { userViewSchema } from './users.js';

export const TWO_FACTOR_MESSAGES = {
  codeInvalid: 'Invalid authentication code',
  recoveryCodeInvalid: 'Invalid recovery code',
  challengeExpired: 'Your sign-in has expired. Please log in again.',
  tooManyCodes: 'Too many wrong codes. Please log in again.',
  tooManyAttempts: 'Too many attempts. Please try again in 15 minutes.',
  enrolmentExpired: 'The setup has expired. Please start again.',
  enabled: 'Two-factor authentication enabled',
  totpRemoved: 'Authenticator app removed',
  setupRequired: 'Admins must set up two-factor authentication before using the admin panel.',
  secondFactorRequired: 'Sign in with your second factor to use the admin panel.',
  stepUpRequired: 'Confirm it is you: enter a code from your authenticator app.',
  passwordIncorrect: 'Current password is incorrect',
  passwordChanged: 'Password changed',
  otherSessionsEnded: 'Signed out of all other sessions',
  reset: 'Two-factor authentication reset',
  resetOwn: 'Change your own second factors in Account settings',
  codeRequired: 'Enter the 6-digit code from your authenticator app or a recovery code',
} as const;

const secondFactorMethod = z.enum(['totp', 'recovery', 'passkey']);
const opaqueToken = z.string().min(1).max(2048);
const code = z
  .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
  .trim()
  .regex(/^\d{6}$/, TWO_FACTOR_MESSAGES.codeInvalid);
const recoveryCode = z.string({ error: TWO_FACTOR_MESSAGES.codeRequired }).trim().min(1).max(64);

const answerFields = { code: code.optional(), recoveryCode: recoveryCode.optional() };
const oneAnswer = (body: { code?: string; recoveryCode?: string }) =>
  (body.code === undefined) !== (body.recoveryCode === undefined);

/** A code from the authenticator app, or one of the recovery codes (exactly one of them). */
export const secondFactorAnswerSchema = z
  .object(answerFields)
  .refine(oneAnswer, { message: TWO_FACTOR_MESSAGES.codeRequired });
export type SecondFactorAnswer = z.infer<typeof secondFactorAnswerSchema>;

/** What a password (or Google) sign-in answers when the account has a second factor. */
export const twoFactorChallengeSchema = z.object({
  success: z.literal(true),
  twoFactorRequired: z.literal(true),
  challengeToken: z.string(),
  methods: z.array(secondFactorMethod),
  expiresAt: timestampSchema,
});

export const twoFactorSignInRequestSchema = z
  .object({ challengeToken: opaqueToken, ...answerFields })
  .refine(oneAnswer, { message: TWO_FACTOR_MESSAGES.codeRequired });
export const sessionResponseSchema = success({ token: z.string(), user: userViewSchema });

export const passkeyViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: timestampSchema,
  lastUsedAt: timestampSchema.nullable(),
});

export const accountSecuritySchema = success({
  security: z.object({
    totpEnabled: z.boolean(),
    recoveryCodesLeft: z.number().int(),
    passkeys: z.array(passkeyViewSchema),
    /** Admins must keep one. */
    secondFactorRequired: z.boolean(),
    hasPassword: z.boolean(),
    sessions: z.array(
      z.object({
        id: z.string(),
        method: z.enum(['password', 'google', 'passkey']),
        startedAt: timestampSchema,
        secondFactorAt: timestampSchema.nullable(),
        userAgent: z.string().nullable(),
        current: z.boolean(),
      }),
    ),
  }),
});

export const totpSetupResponseSchema = success({
  enrolmentToken: z.string(),
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  /** What the QR code holds. */
  otpauthUrl: z.string(),
  expiresAt: timestampSchema,
});
export const totpConfirmRequestSchema = z.object({ enrolmentToken: opaqueToken, code });
export const totpConfirmResponseSchema = success({
  message: z.string(),
  recoveryCodes: z.array(z.string()),
  /** The session, now with its second factor proved: replaces the caller's token. */
  token: z.string(),
});
export const recoveryCodesResponseSchema = success({ recoveryCodes: z.array(z.string()) });
/** A step-up's answer: the caller's session with a fresh second-factor time. */
export const freshTokenResponseSchema = success({ token: z.string() });
export const tokenMessageResponseSchema = success({ message: z.string(), token: z.string() });

export const changePasswordRequestSchema = z.object({
  currentPassword: z
    .string({ error: PASSWORD_MESSAGES.required })
    .min(1, PASSWORD_MESSAGES.required)
    .max(1024),
  newPassword: z.string({ error: PASSWORD_MESSAGES.required }).max(1024, PASSWORD_MESSAGES.tooLong),
});
