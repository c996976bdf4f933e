// Release emails: a stable release reaches each holder of an active licence with the reminders on,
// once, with the changelog, the download and guide links and the reminders' unsubscribe; nobody else,
// nothing for a beta or a stale release, nothing twice on a replay.
import { type ReleaseChannel, type ReleasePublished, releaseStream } from '@shop/domain';
import {
  createKysely,
  createSmtpMailer,
  deriveAppKeys,
  type EventStore,
  type Mailer,
  newId,
  type RecordedEvent,
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
import { changelogExcerpt } from './changelog-text.js';
import { releaseEmailsReactor } from './reactor.js';

const DAY = 86_400_000;
const { unsubscribeKey } = deriveAppKeys('release-mail-test-secret-'.repeat(3));
let database: TestDatabase;
let store: EventStore;
let db: Kysely<ReadModels>;
let mailbox: TestMailbox;
let mailer: Mailer;
const start = new Date();
const clock = { now: start };

beforeAll(async () => {
  database = await createTestDatabase();
  ({ store } = await createTestEventStore(database));
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

async function trader(email: string, { reminders = true, deleted = false } = {}) {
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
      deleted_at: deleted ? start : null,
      licence_reminders: reminders,
      revision: '0',
    })
    .execute();
  return userId;
}

async function licence(
  userId: string,
  expiresAt: Date | null,
  status: 'active' | 'expired' | 'revoked' = 'active',
) {
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
}

async function published(version: string, channel: ReleaseChannel, changelog = ''): Promise<RecordedEvent> {
  const data: ReleasePublished['data'] = {
    version,
    channel,
    changelog,
    minMt5Build: 4150,
    fileName: 'Robot.ex5',
    sizeBytes: 1024,
    sha256: 'ab'.repeat(32),
    publishedBy: newId(),
    publishedAt: clock.now.toISOString(),
  };
  const metadata = {
    actor: 'system:test' as const,
    correlationId: 'c',
    causationId: null,
    occurredAt: clock.now.toISOString(),
  };
  await store.append(releaseStream(version), [{ id: newId(), type: 'ReleasePublished', data, metadata }], {
    expectedRevision: 'no_stream',
  });
  for await (const recorded of store.readStream(releaseStream(version))) return recorded;
  throw new Error('not appended');
}

/** Hands the event to a new reactor, as its consumer group would after a restart. */
const react = (event: RecordedEvent) =>
  releaseEmailsReactor({
    db,
    mailer,
    publicUrl: 'http://shop.test',
    unsubscribeKey,
    clock: () => clock.now,
  }).handle(event);

const claimedEmails = async () =>
  Number(
    (
      await db
        .selectFrom('sent_emails')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('kind', '=', 'release-available')
        .executeTakeFirstOrThrow()
    ).count,
  );

it('emails each active holder with the reminders on once, and nobody else, for a stable release', async () => {
  const holder = await trader('holder@example.com');
  await licence(holder, new Date(start.getTime() + 20 * DAY));
  await licence(holder, null);
  await licence(await trader('forever@example.com'), null);
  await licence(await trader('expired@example.com'), new Date(start.getTime() - DAY), 'expired');
  await licence(await trader('lapsed@example.com'), new Date(start.getTime() - 60_000));
  await licence(await trader('revoked@example.com'), new Date(start.getTime() + 20 * DAY), 'revoked');
  await licence(await trader('optedout@example.com', { reminders: false }), null);
  await licence(await trader('gone@example.com', { deleted: true }), null);
  await trader('nolicence@example.com');

  const changelog = [
    '# 1.2.0',
    '',
    '## Fixed',
    '- **Trailing stop** no longer jumps on [gaps](https://example.com/gaps)',
    ...Array.from({ length: 20 }, (_, index) => `- Change ${index + 1}`),
  ].join('\n');
  const event = await published('1.2.0', 'stable', changelog);
  await react(event);
  // A replay, a retry or a second instance sends nothing more.
  await react(event);

  const mail = await mailbox.next('holder@example.com', /^MT5 Robot 1\.2\.0 is available$/);
  await mailbox.next('forever@example.com', /^MT5 Robot 1\.2\.0 is available$/);
  expect(await claimedEmails()).toBe(2);
  expect(mailbox.messages.filter((m) => m.subject.startsWith('MT5 Robot'))).toHaveLength(2);

  expect(mail.text).toContain('Download v1.2.0: http://shop.test/downloads');
  expect(mail.text).toContain(
    'Installation guide: How to install or update the robot (http://shop.test/guide/installation)',
  );
  expect(mail.text).toContain('• Trailing stop no longer jumps on gaps');
  expect(mail.text).toContain('• Change 11\n…');
  expect(mail.text).not.toContain('Change 12');
  expect(mail.html).toContain('href="http://shop.test/guide/installation"');
  const unsubscribe = /<http:\/\/shop\.test\/api\/email\/unsubscribe\?token=([^>]+)>/.exec(
    mail.headers['list-unsubscribe']!,
  );
  expect(verifyUnsubscribeToken(unsubscribeKey, decodeURIComponent(unsubscribe![1]!))).toBe(holder);
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  expect(mail.text).toContain(`Stop these reminders: http://shop.test/unsubscribe?token=${unsubscribe![1]}`);
});

it('emails nobody for a beta release or for a release first seen more than 48 hours late', async () => {
  const before = await claimedEmails();
  await react(await published('1.3.0-beta.1', 'beta', 'Try the new filter'));
  const late = await published('1.3.0', 'stable', 'The new filter');
  clock.now = new Date(start.getTime() + 49 * 3_600_000);
  try {
    await react(late);
  } finally {
    clock.now = start;
  }
  expect(await claimedEmails()).toBe(before);
});

it('keeps the first lines of a Markdown changelog as plain text', () => {
  expect(changelogExcerpt('\n\n## Added\n\n\n* `Risk` setting\n\n')).toEqual(['Added', '', '• Risk setting']);
  expect(changelogExcerpt(['a', 'b', 'c'].join('\n'), 2)).toEqual(['a', 'b', '…']);
});
