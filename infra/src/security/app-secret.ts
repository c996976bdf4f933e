// The application secret and the keys derived from it. Without APP_SECRET one is generated once
// and kept (mode 0600) in the data folder, so sessions and email links survive restarts.
import { createPrivateKey, createPublicKey, hkdfSync, type KeyObject, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config/config.js';

export interface AppKeys {
  /** HMAC key of session tokens (JWT HS256). */
  sessionKey: Uint8Array;
  /** HMAC key that turns an email token's id into its secret value. */
  emailTokenKey: Buffer;
  /** HMAC key of the one-click unsubscribe links of reminder emails. */
  unsubscribeKey: Buffer;
  /** HMAC key of the short-lived robot download links. */
  releaseLinkKey: Buffer;
  /** Encrypts the short-lived token that carries an authenticator-app secret from setup to confirmation. */
  secondFactorKey: Uint8Array;
  /** Signs short-lived cookies (the Google sign-in round trip). */
  cookieSecret: string;
  /** Ed25519 pair that signs robot licence answers; robots verify with the public half. */
  robotSigning: SigningKey;
  /** Ed25519 pair that signs the showcase robot's track-record seals, published as a JWK. */
  trackRecordSigning: SigningKey;
  /** Wraps each person's data key (see privacy/personal-data-keys.ts). */
  personalDataKey: Buffer;
  /** While APP_SECRET is rotated: the keys of the secret being replaced, still accepted, never issued. */
  previous: PreviousAppKeys | undefined;
}

export interface SigningKey {
  privateKey: KeyObject;
  publicKey: KeyObject;
  keyId: string;
}

export type PreviousAppKeys = Pick<
  AppKeys,
  'sessionKey' | 'robotSigning' | 'trackRecordSigning' | 'personalDataKey'
>;

// PKCS#8 wrapping of a raw 32-byte Ed25519 seed (RFC 8410): fixed prefix, then the seed.
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

export function resolveAppSecret(appSecret: string | undefined, dataDir: string): string {
  if (appSecret) return appSecret;
  const file = join(dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const generated = randomBytes(48).toString('base64url');
  writeFileSync(file, `${generated}\n`, { mode: 0o600, flag: 'wx' });
  return generated;
}

/** The keys of the configured secret (generated into the data folder when unset) and of the one rotated out. */
export function appKeysFromConfig(
  config: Pick<Config, 'appSecret' | 'appSecretPrevious' | 'dataDir'>,
): AppKeys {
  return deriveAppKeys(resolveAppSecret(config.appSecret, config.dataDir), config.appSecretPrevious);
}

export function deriveAppKeys(appSecret: string, previousSecret?: string): AppKeys {
  const derive = hkdfFor(appSecret);
  return {
    ...rotatingKeys(derive),
    emailTokenKey: derive('email-token'),
    unsubscribeKey: derive('email-unsubscribe'),
    releaseLinkKey: derive('release-download-link'),
    secondFactorKey: new Uint8Array(derive('second-factor-enrolment')),
    cookieSecret: derive('cookie').toString('base64url'),
    previous:
      previousSecret && previousSecret !== appSecret ? rotatingKeys(hkdfFor(previousSecret)) : undefined,
  };
}

const hkdfFor = (secret: string) => (purpose: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'mt5-licence-shop', purpose, 32));

/** The keys a rotation keeps accepting from the previous secret. */
function rotatingKeys(derive: (purpose: string) => Buffer): PreviousAppKeys {
  return {
    sessionKey: new Uint8Array(derive('session-jwt')),
    robotSigning: ed25519FromSeed(derive('robot-licence-signing')),
    trackRecordSigning: ed25519FromSeed(derive('track-record-signing')),
    personalDataKey: derive('personal-data-keys'),
  };
}

function ed25519FromSeed(seed: Buffer): SigningKey {
  const privateKey = createPrivateKey({
    key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  });
  const publicKey = createPublicKey(privateKey);
  const raw = publicKey.export({ format: 'jwk' }).x!;
  return { privateKey, publicKey, keyId: raw.slice(0, 16) };
}
