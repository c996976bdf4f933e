// Replicas started at the same moment on an empty shop each try to create the first admin: one does,
// the others find it there and start as well.
import { createLogger, deriveAppKeys } from '@shop/infra';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ensureFirstAdmin } from '../src/users/first-admin.js';
import { createPasswordHasher } from '../src/users/passwords.js';
import { createRegistration } from '../src/users/registration.js';
import { createSessionTokens } from '../src/users/sessions.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** One replica's view: its own registration service over the shared event store. */
function replica() {
  const keys = deriveAppKeys('test-secret-'.repeat(4));
  const accounts = createRegistration({
    store: t.store,
    keys,
    passwords: createPasswordHasher(4),
    sessions: createSessionTokens(keys.sessionKey, 'http://shop.test', 1),
    clock: () => new Date(),
  });
  const logger = createLogger({ level: 'silent', pretty: false });
  return { store: t.store, accounts, logger, now: () => new Date() };
}

it.each([
  ['generated', undefined],
  ['configured', { email: 'boss@example.com', password: 'Sup3r!secret-boss' }],
])('creates the %s first admin once when three replicas start together', async (_kind, admin) => {
  const outcomes = await Promise.all([1, 2, 3].map(() => ensureFirstAdmin({ ...replica(), admin })));
  expect(outcomes.filter((outcome) => outcome.created)).toHaveLength(1);
});
