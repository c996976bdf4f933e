// The token of a "stop these emails" link: the user id and an HMAC of it under a key derived from the
// app secret. Nothing is stored; the link works until the secret changes, for whoever holds the email.
import { createHmac, timingSafeEqual } from 'node:crypto';

const signature = (key: Buffer, userId: string) =>
  createHmac('sha256', key).update(`unsubscribe:${userId}`).digest('base64url');

export function issueUnsubscribeToken(key: Buffer, userId: string): string {
  return `${userId}.${signature(key, userId)}`;
}

const TOKEN_PATTERN = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/;

/** The user the token was issued for, or undefined when it is not one of ours. */
export function verifyUnsubscribeToken(key: Buffer, token: string): string | undefined {
  const match = TOKEN_PATTERN.exec(token.trim());
  if (!match) return undefined;
  const userId = match[1]!;
  const expected = Buffer.from(signature(key, userId));
  return timingSafeEqual(expected, Buffer.from(match[2]!)) ? userId : undefined;
}
