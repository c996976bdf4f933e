// Rotating APP_SECRET (infra/deploy/README.md): while APP_SECRET_PREVIOUS is set, sessions signed with
// the old secret still verify, new ones are signed with the new secret, and the JWK set lists both
// robot-signing keys; without it, the old secret's sessions are refused.
import { deriveAppKeys } from '@shop/infra';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionTokens } from '../src/users/sessions.js';
import { type Session, signUp } from './helpers/sessions.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const OLD_SECRET = 'old-secret-'.repeat(4);
const NEW_SECRET = 'new-secret-'.repeat(4);
const ISSUER = 'http://shop.test';

let t: TestApp;
let user: Session;

beforeAll(async () => {
  t = await createTestApp({ env: { APP_SECRET: NEW_SECRET, APP_SECRET_PREVIOUS: OLD_SECRET } });
  user = await signUp(t, 'rotating');
});

afterAll(async () => {
  await t?.close();
});

/** The user's own session, as the old secret would have signed it. */
async function sessionSignedWith(secret: string): Promise<string> {
  const { sub, gen } = decodeJwt(user.token);
  return createSessionTokens(deriveAppKeys(secret).sessionKey, ISSUER, 1).issue(
    { userId: sub!, generation: gen as number },
    new Date(),
  );
}

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });

describe('during a rotation', () => {
  it('accepts sessions of the old secret and of the new, and refuses any other', async () => {
    expect((await me(await sessionSignedWith(OLD_SECRET))).statusCode).toBe(200);
    expect((await me(await sessionSignedWith(NEW_SECRET))).statusCode).toBe(200);
    expect((await me(await sessionSignedWith('other-secret-'.repeat(4)))).statusCode).toBe(401);
  });

  it('signs new sessions with the new secret only', async () => {
    const fresh = createSessionTokens(deriveAppKeys(NEW_SECRET).sessionKey, ISSUER, 1);
    const old = createSessionTokens(deriveAppKeys(OLD_SECRET).sessionKey, ISSUER, 1);
    expect(await fresh.verify(user.token)).toMatchObject({ userId: user.id });
    expect(await old.verify(user.token)).toBeUndefined();
  });

  it('publishes both robot-signing keys, the new one first', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/robot/licence/jwks.json' });
    expect(response.statusCode).toBe(200);
    const kids = (response.json() as { keys: { kid: string }[] }).keys.map((key) => key.kid);
    expect(kids).toEqual([
      deriveAppKeys(NEW_SECRET).robotSigning.keyId,
      deriveAppKeys(OLD_SECRET).robotSigning.keyId,
    ]);
  });
});

describe('after it', () => {
  it('refuses the old secret’s sessions once APP_SECRET_PREVIOUS is gone', async () => {
    const key = deriveAppKeys(NEW_SECRET).sessionKey;
    const { sub, gen } = decodeJwt(user.token);
    const signedWithOld = await new SignJWT({ gen })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(sub!)
      .setIssuer(ISSUER)
      .setAudience('mt5-licence-shop')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(deriveAppKeys(OLD_SECRET).sessionKey);
    expect(await createSessionTokens(key, ISSUER, 1).verify(signedWithOld)).toBeUndefined();
    expect(
      await createSessionTokens(key, ISSUER, 1, deriveAppKeys(OLD_SECRET).sessionKey).verify(signedWithOld),
    ).toMatchObject({
      userId: sub,
    });
  });
});
