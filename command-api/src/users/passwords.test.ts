import { expect, it } from 'vitest';
import { createPasswordHasher, PRODUCTION_BCRYPT_COST } from './passwords.js';

it('hashes with bcrypt cost 12 by default and verifies only the right password', async () => {
  expect(PRODUCTION_BCRYPT_COST).toBe(12);
  const hasher = createPasswordHasher();
  const hash = await hasher.hash('Tr4ding!Robot');
  expect(hash).toMatch(/^\$2b\$12\$/);
  expect(await hasher.verify('Tr4ding!Robot', hash)).toBe(true);
  expect(await hasher.verify('tr4ding!Robot', hash)).toBe(false);
  expect(await hasher.verify('Tr4ding!Robot', null)).toBe(false);
});
