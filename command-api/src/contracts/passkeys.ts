// Passkeys (WebAuthn): the ceremonies' options and the browser's signed answers (as @simplewebauthn/browser
// gives them), registering, renaming and removing a passkey, and signing in or stepping up with one.
import { z } from 'zod';
import { success } from './envelope.js';
import { passkeyViewSchema } from './two-factor.js';

export const PASSKEY_MESSAGES = {
  invalid: 'Passkey verification failed',
  removed: 'Passkey removed',
  defaultName: 'Passkey',
  nameTooLong: 'A passkey name can be at most 64 characters',
  notFound: 'Passkey not found',
} as const;

/** WebAuthn's binary fields travel as base64url text; 16 KiB is far above any real authenticator's. */
const base64url = (maxLength: number) =>
  z
    .string()
    .min(1)
    .max(maxLength)
    .regex(/^[A-Za-z0-9_-]+$/, PASSKEY_MESSAGES.invalid);
const credentialId = base64url(1400);
const opaqueToken = z.string().min(1).max(2048);
const transport = z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);

/** RegistrationResponseJSON: what `startRegistration` resolves with (extension results are not used). */
export const registrationCredentialSchema = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16_384),
    transports: z.array(transport).max(8).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});

/** AuthenticationResponseJSON: what `startAuthentication` resolves with (extension results are not used). */
export const authenticationCredentialSchema = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(4096),
    signature: base64url(1024),
    userHandle: base64url(128).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});

/** Options for the browser's ceremony, passed to SimpleWebAuthn as they are. */
const ceremonyOptionsSchema = z
  .looseObject({ challenge: z.string() })
  .describe(
    'PublicKeyCredentialCreationOptionsJSON (registration) or PublicKeyCredentialRequestOptionsJSON (sign-in, step-up)',
  );

export const passkeyOptionsResponseSchema = success({
  /** Names this ceremony (5 minutes, single use): sent back with its answer. */
  passkeyToken: z.string(),
  options: ceremonyOptionsSchema,
});

/** With the challenge of a password (or Google) sign-in, the passkey is its second factor; without, it signs in alone. */
export const passkeySignInOptionsRequestSchema = z.object({ challengeToken: opaqueToken.optional() });
export const passkeySignInRequestSchema = z.object({
  passkeyToken: opaqueToken,
  challengeToken: opaqueToken.optional(),
  credential: authenticationCredentialSchema,
});

/** 1–64 characters once trimmed; an empty name becomes 'Passkey'. */
const passkeyName = z
  .string()
  .trim()
  .max(64, PASSKEY_MESSAGES.nameTooLong)
  .transform((name) => name || PASSKEY_MESSAGES.defaultName);

export const registerPasskeyRequestSchema = z.object({
  passkeyToken: opaqueToken,
  name: passkeyName.optional().transform((name) => name ?? PASSKEY_MESSAGES.defaultName),
  credential: registrationCredentialSchema,
});
export const registerPasskeyResponseSchema = success({
  passkey: passkeyViewSchema,
  /** The caller's session, refreshed: replaces the stored token. */
  token: z.string(),
});

export const renamePasskeyRequestSchema = z.object({ name: passkeyName });
export const passkeyResponseSchema = success({ passkey: passkeyViewSchema });
export const passkeyParamsSchema = z.object({
  passkeyId: z.string().min(1).max(64, PASSKEY_MESSAGES.notFound),
});

export type RegistrationCredential = z.infer<typeof registrationCredentialSchema>;
export type AuthenticationCredential = z.infer<typeof authenticationCredentialSchema>;

export const passkeyStepUpRequestSchema = z.object({
  passkeyToken: opaqueToken,
  credential: authenticationCredentialSchema,
});
