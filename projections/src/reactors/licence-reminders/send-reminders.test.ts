import {
  createKysely,
  createLogger,
  createSmtpMailer,
  deriveAppKeys,
  type EventStore,
  type Mailer,
  newId,
  type PersonalDataKeys,
  verifyUnsubscribeToken,
} from '@shop/infra';
import {
  createTestDatabase,
  createTestEventStore,
  startTestMailbox,
  type TestDatabase,
  type TestMailbox,
} from '@shop/infra/testing';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrateReadModels } from '../../db/migrate.js';
import type { ReadModels } from '../../db/schema.js';
import { startProjectionsService } from '../../service.js';
import { sendLicenceReminders } from './send-reminders.js';

const DAY = 86_400_000;
const { unsubscribeKey } = deriveAppKeys('reminder-test-secret-'.repeat(3));
let database: TestDatabase;
let store: EventStore;
let personalDataKeys: PersonalDataKeys;
let db: Kysely<ReadModels>;
let mailbox: TestMailbox;
let mailer: Mailer;
const start = new Date();
const clock = { now: start };
const at = (days: number) => new Date(start.getTime() + days * DAY);

beforeAll(async () => {
  database = await createTestDatabase();
  ({ store, personalDataKeys } = await createTestEventStore(database));
  db = createKysely<ReadModels>(database.pool);
  await migrateReadModels(db);
  mailbox = await startTestMailbox();
  mailer = createSmtpMailer(mailbox.url, 'Shop <shop@example.com>');
});
afterAll(async () => {
  mailer?.close();
  await mailbox?.close();
  await store?.close();
  await database?.drop();
});

const links = { publicUrl: 'http://shop.test', unsubscribeKey };
/** One round of the task, as a new instance would run it. */
const round = () => sendLicenceReminders({ ...links, mailer, db, clock: () => clock.now });

/** A restart: a new projections service, whose reminder task runs a round as it starts. */
async function restart(expected: { to: string; subject: RegExp }[]) {
  const service = await startProjectionsService({
    store,
    personalDataKeys,
    pool: database.pool,
    databaseUrl: database.url,
    logger: createLogger({ level: 'silent', pretty: false }),
    projectors: [],
    clock: () => clock.now,
    licenceReminders: { ...links, mailer },
  });
  try {
    return await Promise.all(expected.map(({ to, subject }) => mailbox.next(to, subject)));
  } finally {
    await service.stop();
  }
}

async function trader(email: string, reminders = true) {
  const userId = newId();
  await db
    .insertInto('users')
    .values({
      user_id: userId,
      username: email.split('@')[0]!,
      email,
      roles: ['user'],
      email_verified: true,
      auth_method: 'password',
      session_generation: 0,
      created_at: start,
      last_login_at: null,
      deleted_at: null,
      licence_reminders: reminders,
      revision: '0',
    })
    .execute();
  return userId;
}

async function licence(userId: string, expiresAt: Date, status: 'active' | 'revoked' = 'active') {
  const licenceId = newId();
  await db
    .insertInto('licences')
    .values({
      licence_id: licenceId,
      license_key: `KEY-${licenceId.slice(0, 8)}`,
      user_id: userId,
      status,
      account_number: '7300001',
      account_number_changes: 0,
      user_changes: 0,
      issued_at: start,
      updated_at: start,
      expires_at: expiresAt,
      revision: '0',
    })
    .execute();
  return { licenceId, key: `KEY-${licenceId.slice(0, 8)}` };
}

const mailsTo = (email: string) => mailbox.messages.filter((m) => m.to === email);

it('sends the 7-day, 1-day and expired reminders once each across restarts, with a way to stop them', async () => {
  const owner = await trader('reminded@example.com');
  const week = await licence(owner, at(6.5));
  const soon = await licence(owner, at(0.5));
  await licence(owner, at(2), 'revoked');
  await licence(await trader('opted-out@example.com', false), at(3));

  const [weekMail, soonMail] = await restart([
    { to: 'reminded@example.com', subject: /within a week/ },
    { to: 'reminded@example.com', subject: /within a day/ },
  ]);
  expect(weekMail!.text).toContain(week.key);
  expect(weekMail!.text).toContain('MT5 account 7300001');
  expect(weekMail!.text).toContain(`http://shop.test/dashboard?renew=${week.licenceId}`);
  expect(soonMail!.text).toContain(soon.key);
  const unsubscribe = /<http:\/\/shop\.test\/api\/email\/unsubscribe\?token=([^>]+)>/.exec(
    weekMail!.headers['list-unsubscribe']!,
  );
  expect(verifyUnsubscribeToken(unsubscribeKey, decodeURIComponent(unsubscribe![1]!))).toBe(owner);
  expect(weekMail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  expect(weekMail!.text).toContain(
    `Stop these reminders: http://shop.test/unsubscribe?token=${unsubscribe![1]}`,
  );
  expect(weekMail!.html).toContain(`href="http://shop.test/unsubscribe?token=${unsubscribe![1]}"`);
  expect(await round()).toBe(0);

  clock.now = at(1);
  const [soonEnded] = await restart([{ to: 'reminded@example.com', subject: /has expired/ }]);
  expect(soonEnded!.text).toContain(soon.key);
  clock.now = at(6);
  const [dayMail] = await restart([{ to: 'reminded@example.com', subject: /within a day/ }]);
  expect(dayMail!.text).toContain(week.key);
  clock.now = at(6.6);
  const [expiredMail] = await restart([{ to: 'reminded@example.com', subject: /has expired/ }]);
  expect(expiredMail!.text).toContain(week.key);
  expect(await round()).toBe(0);

  clock.now = at(10);
  expect(await round()).toBe(0);
  const subjects = mailsTo('reminded@example.com').map((m) => `${m.subject} ${/KEY-\w+/.exec(m.text)![0]}`);
  expect(subjects.sort()).toEqual(
    [
      `Your license expires within a week ${week.key}`,
      `Your license expires within a day ${soon.key}`,
      `Your license expires within a day ${week.key}`,
      `Your license has expired ${soon.key}`,
      `Your license has expired ${week.key}`,
    ].sort(),
  );
  expect(mailsTo('opted-out@example.com')).toHaveLength(0);
});

it('starts afresh when a renewal moves the end of a license', async () => {
  clock.now = start;
  const owner = await trader('renewer@example.com');
  const renewed = await licence(owner, at(5));
  expect(await round()).toBe(1);
  await db
    .updateTable('licences')
    .set({ expires_at: at(35) })
    .where('licence_id', '=', renewed.licenceId)
    .execute();
  clock.now = at(30);
  expect(await round()).toBe(1);
  expect(mailsTo('renewer@example.com').map((m) => m.subject)).toEqual([
    'Your license expires within a week',
    'Your license expires within a week',
  ]);
});
