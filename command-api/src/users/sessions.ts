// Session tokens: JWT (HS256, pinned) with issuer, audience and expiry. `gen` is the account's
// session generation when issued; logging out or resetting the password moves it on, which
// revokes every earlier token on the server. `sid` names the session (the owner's list of sessions),
// and `sfa` is when it last proved a second factor: admin routes need one, dangerous actions a recent one.
import { webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

type CryptoKey = webcrypto.CryptoKey;

const ALGORITHM = 'HS256';
const AUDIENCE = 'mt5-licence-shop';
// Account ids are UUIDs; anything else in `sub` would only reach the database to fail there.
const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Tokens whose signature was checked, kept so that a session's next calls skip the HMAC. */
const VERIFIED_TOKENS_KEPT = 10_000;

export interface SessionClaims {
  userId: string;
  generation: number;
  /** Absent on tokens issued before sessions had ids. */
  sessionId?: string;
  /** Epoch seconds of the session's last second-factor check; absent when it never made one. */
  secondFactorAt?: number;
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

  // A token's signature, issuer and audience never change, so a token that passed once passes again
  // until it expires: only tokens that passed are kept (keyed by the whole token, signature included),
  // and expiry is checked on every use. Revocation is the caller's check, against the account.
  const verified = new Map<string, { claims: SessionClaims; expiresAtMs: number }>();

  async function claimsSignedWith(token: string, candidate: CryptoKey): Promise<SessionClaims | undefined> {
    const { payload } = await jwtVerify(token, candidate, {
      algorithms: [ALGORITHM],
      issuer,
      audience: AUDIENCE,
    });
    if (typeof payload.sub !== 'string' || !USER_ID.test(payload.sub)) return undefined;
    if (typeof payload.gen !== 'number' || !Number.isSafeInteger(payload.gen)) return undefined;
    const claims: SessionClaims = { userId: payload.sub, generation: payload.gen };
    if (typeof payload.sid === 'string') claims.sessionId = payload.sid;
    if (typeof payload.sfa === 'number' && Number.isSafeInteger(payload.sfa))
      claims.secondFactorAt = payload.sfa;
    if (typeof payload.exp === 'number') {
      if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
      verified.set(token, { claims, expiresAtMs: payload.exp * 1000 });
    }
    return claims;
  }

  async function verifySignature(token: string): Promise<SessionClaims | undefined> {
    try {
      return await claimsSignedWith(token, await signingKey);
    } catch (error) {
      if (earlierKey && error instanceof errors.JWSSignatureVerificationFailed) {
        return claimsSignedWith(token, await earlierKey).catch(() => undefined);
      }
      if (error instanceof errors.JOSEError) return undefined;
      throw error;
    }
  }

  return {
    async issue({ userId, generation, sessionId, secondFactorAt }, now) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new SignJWT({ gen: generation, sid: sessionId, sfa: secondFactorAt })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(issuer)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + hours * 3600)
        .sign(await signingKey);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        // jose's rule: expired once the clock reaches `exp`.
        if (Date.now() < known.expiresAtMs) return known.claims;
        verified.delete(token);
        return undefined;
      }
      return verifySignature(token);
    },
  };
}

function hmacKey(raw: Uint8Array): Promise<CryptoKey> {
  return webcrypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}
