// Carries a new authenticator-app secret from setup to confirmation without storing it: an encrypted
// JWT (A256GCM, key from APP_SECRET) bound to the account and valid for 10 minutes. Nothing is recorded
// until the first code proves the app holds the secret.
import { EncryptJWT, errors, jwtDecrypt } from 'jose';

export const ENROLMENT_MINUTES = 10;
const AUDIENCE = 'mt5-licence-shop:totp-enrolment';

export function createEnrolmentTokens(key: Uint8Array, clock: () => Date) {
  return {
    async issue(userId: string, secret: string): Promise<{ token: string; expiresAt: Date }> {
      const now = clock();
      const expiresAt = new Date(now.getTime() + ENROLMENT_MINUTES * 60_000);
      const token = await new EncryptJWT({ secret })
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setSubject(userId)
        .setAudience(AUDIENCE)
        .setIssuedAt(Math.floor(now.getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .encrypt(key);
      return { token, expiresAt };
    },

    /** The secret, when the token is this account's and still valid; undefined otherwise. */
    async open(token: string, userId: string): Promise<string | undefined> {
      try {
        const { payload } = await jwtDecrypt(token, key, {
          audience: AUDIENCE,
          subject: userId,
          currentDate: clock(),
          keyManagementAlgorithms: ['dir'],
          contentEncryptionAlgorithms: ['A256GCM'],
        });
        return typeof payload.secret === 'string' ? payload.secret : undefined;
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}

export type EnrolmentTokens = ReturnType<typeof createEnrolmentTokens>;
