// Session tokens: JWT (HS256, pinned) with issuer, audience and expiry. `gen` is the account's
// session generation when issued; logging out or resetting the password moves it on, which
// revokes every earlier token on the server.
import { webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

type CryptoKey = webcrypto.CryptoKey;

const ALGORITHM = 'HS256';
const AUDIENCE = 'mt5-licence-shop';
// Account ids are UUIDs; anything else in `sub` would only reach the database to fail there.
const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface SessionClaims {
  userId: string;
  generation: number;
}

export interface SessionTokens {
  issue(claims: SessionClaims, now: Date): Promise<string>;
  /** The claims of a valid token; undefined for anything else (forged, expired, other issuer). */
  verify(token: string): Promise<SessionClaims | undefined>;
}

/**
 * Tokens are signed with `key`. While APP_SECRET is rotated, `previousKey` (the old secret's) still
 * verifies the sessions it signed; nothing new is signed with it.
 */
export function createSessionTokens(
  key: Uint8Array,
  issuer: string,
  hours: number,
  previousKey?: Uint8Array,
): SessionTokens {
  // Imported once: from raw bytes, jose would import the key again for every token it signs or checks.
  const signingKey = hmacKey(key);
  const earlierKey = previousKey && hmacKey(previousKey);

  async function claimsSignedWith(token: string, candidate: CryptoKey): Promise<SessionClaims | undefined> {
    const { payload } = await jwtVerify(token, candidate, {
      algorithms: [ALGORITHM],
      issuer,
      audience: AUDIENCE,
    });
    if (typeof payload.sub !== 'string' || !USER_ID.test(payload.sub)) return undefined;
    if (typeof payload.gen !== 'number' || !Number.isSafeInteger(payload.gen)) return undefined;
    return { userId: payload.sub, generation: payload.gen };
  }

  return {
    async issue({ userId, generation }, now) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new SignJWT({ gen: generation })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(issuer)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + hours * 3600)
        .sign(await signingKey);
    },
    async verify(token) {
      try {
        return await claimsSignedWith(token, await signingKey);
      } catch (error) {
        if (earlierKey && error instanceof errors.JWSSignatureVerificationFailed) {
          return claimsSignedWith(token, await earlierKey).catch(() => undefined);
        }
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}

function hmacKey(raw: Uint8Array): Promise<CryptoKey> {
  return webcrypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}
