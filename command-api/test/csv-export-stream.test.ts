// A large export through the API: 3,000 accounts (written straight into the read model, all created at
// the same instant so only the id orders them) stream across several cursor batches, each row exactly
// once and in the list's order; cells a spreadsheet would run as formulas arrive neutralised.
import { randomUUID } from 'node:crypto';
import { createKysely } from '@shop/infra';
import type { ReadModels } from '@shop/projections';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { exportCsv } from './helpers/csv.js';
import { type Session, signUpAdmin } from './helpers/sessions.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const BULK = 3_000;
const SAME_INSTANT = new Date('2025-06-01T12:00:00.000Z');
/** Text no sign-up would take, standing for anything a cell may hold. */
const HOSTILE = [
  { username: '=HYPERLINK("http://x","y")', email: 'formula@example.com' },
  { username: '@SUM(A1:A2)', email: 'semi;colon@example.com' },
  { username: '-1+2', email: 'comma,in@example.com' },
];

let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t, 'bulkboss');
  const db = createKysely<ReadModels>(t.database.pool);
  const generated = Array.from({ length: BULK }, (_, i) => ({
    username: `bulk${String(i).padStart(5, '0')}`,
    email: `bulk${i}@example.com`,
  }));
  await db
    .insertInto('users')
    .values(
      [...generated, ...HOSTILE].map((user) => ({
        ...user,
        user_id: randomUUID(),
        roles: ['user'],
        email_verified: true,
        auth_method: 'password' as const,
        session_generation: 0,
        last_login_at: null,
        deleted_at: null,
        created_at: SAME_INSTANT,
        revision: '0',
      })),
    )
    .execute();
}, 60_000);
afterAll(async () => t?.close());

const EVERYONE = BULK + HOSTILE.length + 1;

it('streams every account once, oldest first with the id breaking ties, across batches', async () => {
  const csv = await exportCsv(t, '/api/users/export.csv', admin);
  expect(csv.rows).toHaveLength(EVERYONE);
  // Emails, as no cell of theirs needed neutralising.
  const emails = csv.rows.map((row) => row[1]);
  expect(new Set(emails).size).toBe(EVERYONE);
  const list = await t.app.inject({ method: 'GET', url: '/api/users?sort=createdAt', headers: admin.auth });
  expect(emails).toEqual(list.json().users.map((user: { email: string }) => user.email));
});

it('streams a sorted, filtered export in the order of the list', async () => {
  const csv = await exportCsv(t, '/api/users/export.csv?q=bulk0&sort=username&order=desc', admin);
  const expected = Array.from({ length: BULK }, (_, i) => `bulk${String(BULK - 1 - i).padStart(5, '0')}`);
  expect(csv.rows.map((row) => row[0])).toEqual(expected);
});

it('neutralises formulas and quotes separators in the cells', async () => {
  const csv = await exportCsv(t, '/api/users/export.csv?q=example.com&sort=email', admin);
  expect(csv.text).toContain(`\r\n"'=HYPERLINK(""http://x"",""y"")",formula@example.com,user,`);
  expect(csv.text).toContain(`\r\n'@SUM(A1:A2),"semi;colon@example.com",user,`);
  expect(csv.text).toContain(`\r\n'-1+2,"comma,in@example.com",user,`);
  const hostile = csv.rows.filter((row) => HOSTILE.some((user) => user.email === row[1]));
  expect(hostile.map((row) => row[0]).sort()).toEqual([
    "'-1+2",
    '\'=HYPERLINK("http://x","y")',
    "'@SUM(A1:A2)",
  ]);
});
