import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { deriveAppKeys } from './app-secret.js';
import { issueUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-tokens.js';

const key = deriveAppKeys('unsubscribe-test-secret-'.repeat(2)).unsubscribeKey;

it('names the user of a token it issued, and nobody for a changed or foreign one', () => {
  const userId = randomUUID();
  const token = issueUnsubscribeToken(key, userId);
  expect(verifyUnsubscribeToken(key, token)).toBe(userId);
  expect(verifyUnsubscribeToken(key, token.replace(userId, randomUUID()))).toBeUndefined();
  const otherKey = deriveAppKeys('another-secret-entirely-'.repeat(2)).unsubscribeKey;
  expect(verifyUnsubscribeToken(otherKey, token)).toBeUndefined();
  expect(verifyUnsubscribeToken(key, 'not-a-token')).toBeUndefined();
});
