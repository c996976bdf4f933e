// The application secret and the keys derived from it. Without APP_SECRET one is generated once
// and kept (mode 0600) in the data folder, so sessions and email links survive restarts.
import { hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface AppKeys {
  /** HMAC key of session tokens (JWT HS256). */
  sessionKey: Uint8Array;
  /** HMAC key that turns an email token's id into its secret value. */
  emailTokenKey: Buffer;
  /** Signs short-lived cookies (the Google sign-in round trip). */
  cookieSecret: string;
}

export function resolveAppSecret(appSecret: string | undefined, dataDir: string): string {
  if (appSecret) return appSecret;
  const file = join(dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const generated = randomBytes(48).toString('base64url');
  writeFileSync(file, `${generated}\n`, { mode: 0o600, flag: 'wx' });
  return generated;
}

export function deriveAppKeys(appSecret: string): AppKeys {
  const derive = (purpose: string) =>
    Buffer.from(hkdfSync('sha256', appSecret, 'mt5-licence-shop', purpose, 32));
  return {
    sessionKey: new Uint8Array(derive('session-jwt')),
    emailTokenKey: derive('email-token'),
    cookieSecret: derive('cookie').toString('base64url'),
  };
}
