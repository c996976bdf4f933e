// Links sent by email carry `<userId>.<secret>`. The secret is 32 bytes: an HMAC of a random token
// id under a server key, so the event log holds only the id and the secret's SHA-256, and the mail
// reactor can rebuild the link from the event alone (a crash between append and send loses nothing).
import { createHash, createHmac } from 'node:crypto';

export type EmailTokenPurpose = 'verify-email' | 'reset-password';

export function emailTokenSecret(key: Buffer, purpose: EmailTokenPurpose, tokenId: string): string {
  return createHmac('sha256', key).update(`${purpose}:${tokenId}`).digest('base64url');
}

export function hashTokenSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function issueEmailToken(key: Buffer, purpose: EmailTokenPurpose, userId: string, tokenId: string) {
  const secret = emailTokenSecret(key, purpose, tokenId);
  return { token: `${userId}.${secret}`, tokenHash: hashTokenSecret(secret) };
}

const TOKEN_PATTERN = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/;

/** Splits a token from a link; undefined when it cannot be one of ours. */
export function parseEmailToken(token: string): { userId: string; tokenHash: string } | undefined {
  const match = TOKEN_PATTERN.exec(token.trim());
  if (!match) return undefined;
  return { userId: match[1]!, tokenHash: hashTokenSecret(match[2]!) };
}
