import { afterAll, beforeAll, expect, it } from 'vitest';
import { deriveAppKeys } from '../security/app-secret.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { PersonalDataKeys } from './personal-data-keys.js';

const OLD_SECRET = 'o'.repeat(40);
const NEW_SECRET = 'n'.repeat(40);

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase(4);
});

afterAll(async () => {
  await database?.drop();
});

it('rotating APP_SECRET: keys open with either secret meanwhile, then rewrap once, and the erased stay erased', async () => {
  const before = deriveAppKeys(OLD_SECRET);
  const oldKeys = new PersonalDataKeys(database.pool, before.personalDataKey);
  await oldKeys.migrate();
  const alice = await oldKeys.keyFor('alice');
  const bob = await oldKeys.keyFor('bob');
  await oldKeys.keyFor('erased');
  await oldKeys.destroy('erased');

  // The new secret alone cannot open the old wraps: that is why the previous one is kept meanwhile.
  const during = deriveAppKeys(NEW_SECRET, OLD_SECRET);
  expect(during.previous?.personalDataKey).toEqual(before.personalDataKey);
  await expect(
    new PersonalDataKeys(database.pool, during.personalDataKey).existingKey('alice'),
  ).rejects.toThrow(/neither/);
  const rotating = new PersonalDataKeys(
    database.pool,
    during.personalDataKey,
    during.previous?.personalDataKey,
  );
  expect(await rotating.existingKey('alice')).toEqual(alice);
  const carol = await rotating.keyFor('carol');

  expect(await rotating.rewrapAll()).toBe(2);
  expect(await rotating.rewrapAll()).toBe(0);

  const after = new PersonalDataKeys(database.pool, deriveAppKeys(NEW_SECRET).personalDataKey);
  expect(await after.existingKey('alice')).toEqual(alice);
  expect(await after.existingKey('bob')).toEqual(bob);
  expect(await after.existingKey('carol')).toEqual(carol);
  expect(await after.existingKey('erased')).toBeNull();
});

it('refuses to rewrap without a previous secret', async () => {
  const keys = new PersonalDataKeys(database.pool, deriveAppKeys(NEW_SECRET).personalDataKey);
  await expect(keys.rewrapAll()).rejects.toThrow(/APP_SECRET_PREVIOUS/);
});
