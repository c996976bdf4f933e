import { type UserCommand, userDecider, userStream } from '@shop/domain';
import {
  createKysely,
  createLogger,
  createSmtpMailer,
  deriveAppKeys,
  type EventStore,
  handleCommand,
  issueEmailToken,
  type Mailer,
  newId,
  type PersonalDataKeys,
  parseEmailToken,
  type RecordedEvent,
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
import { accountEmailsReactor } from './reactor.js';

const keys = deriveAppKeys('reactor-test-secret-'.repeat(3));
const metadata = {
  actor: 'system:test' as const,
  correlationId: 'c',
  causationId: null,
  occurredAt: new Date().toISOString(),
};
let database: TestDatabase;
let store: EventStore;
let personalDataKeys: PersonalDataKeys;
let db: Kysely<ReadModels>;
let mailbox: TestMailbox;
let mailer: Mailer;
const clock = { now: new Date() };

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

const reactor = () =>
  accountEmailsReactor({
    store,
    db,
    mailer,
    emailTokenKey: keys.emailTokenKey,
    publicUrl: 'http://shop.test',
    clock: () => clock.now,
  });

async function registerUser(email: string) {
  const userId = newId();
  const tokenId = newId();
  const { tokenHash } = issueEmailToken(keys.emailTokenKey, 'verify-email', userId, tokenId);
  const command: UserCommand = {
    type: 'RegisterUser',
    data: {
      userId,
      username: email.split('@')[0]!,
      email,
      passwordHash: 'x',
      method: 'password',
      googleSubject: null,
      roles: ['user'],
      emailVerified: false,
      verification: { tokenId, tokenHash },
      now: clock.now.toISOString(),
    },
  };
  await handleCommand(store, userStream(userId), userDecider, command, { metadata });
  return { userId, tokenHash };
}

async function eventsOf(userId: string): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for await (const event of store.readStream(userStream(userId))) events.push(event);
  return events;
}

/** Hands the events to the reactor as its consumer group would: only the types it asks for, one by one. */
async function project(events: RecordedEvent[]) {
  const accountEmails = reactor();
  for (const event of events)
    if (accountEmails.eventTypes.includes(event.type)) await accountEmails.handle(event);
}
const sentTo = (email: string) => mailbox.messages.filter((m) => m.to === email).length;

it('mails a link whose token matches the stored hash, once, however often the event is replayed', async () => {
  const { userId, tokenHash } = await registerUser('once@example.com');
  const events = await eventsOf(userId);
  await project(events);
  await project(events);
  const mail = await mailbox.next('once@example.com', /Verify/);
  const token = decodeURIComponent(/verify-email\?token=(\S+)/.exec(mail.text)![1]!);
  expect(parseEmailToken(token)).toEqual({ userId, tokenHash });
  expect(mail.html).toContain('http://shop.test/verify-email?token=');
  expect(sentTo('once@example.com')).toBe(1);
});

it('sends nothing for an expired or a superseded link', async () => {
  const expired = await registerUser('late@example.com');
  clock.now = new Date(clock.now.getTime() + 25 * 3_600_000);
  await project(await eventsOf(expired.userId));
  clock.now = new Date();

  const superseded = await registerUser('twice@example.com');
  const [, firstRequest] = await eventsOf(superseded.userId);
  const again: UserCommand = {
    type: 'RequestEmailVerification',
    data: { tokenId: newId(), tokenHash: 'newer', now: clock.now.toISOString() },
  };
  await handleCommand(store, userStream(superseded.userId), userDecider, again, { metadata });
  await project([firstRequest!]);

  expect(sentTo('late@example.com')).toBe(0);
  expect(sentTo('twice@example.com')).toBe(0);
});

it('still sends what was appended while no reactor ran (a crash between append and send)', async () => {
  await registerUser('after-crash@example.com');
  const logger = createLogger({ level: 'silent', pretty: false });
  const service = await startProjectionsService({
    store,
    personalDataKeys,
    pool: database.pool,
    databaseUrl: database.url,
    logger,
    projectors: [],
    reactors: [reactor()],
  });
  try {
    await mailbox.next('after-crash@example.com', /Verify/);
  } finally {
    await service.stop();
  }
});

it('tells the owner of a sign-up tried with their address once, however often replayed; nobody once deleted', async () => {
  const note = (userId: string) =>
    handleCommand(
      store,
      userStream(userId),
      userDecider,
      { type: 'NoteSignUpAttempt', data: { now: clock.now.toISOString() } },
      { metadata },
    );
  const owner = await registerUser('owner-of-address@example.com');
  await note(owner.userId);
  const events = await eventsOf(owner.userId);
  await project(events);
  await project(events);
  const notice = await mailbox.next('owner-of-address@example.com', /tried to create an account/);
  expect(notice.text).toContain('someone tried to create an account with this email address');
  expect(notice.text).toContain('http://shop.test/login');
  expect(notice.text).toContain('http://shop.test/forgot-password');
  expect(
    mailbox.messages.filter((m) => m.to === 'owner-of-address@example.com' && /tried/.test(m.subject)),
  ).toHaveLength(1);

  const leaver = await registerUser('leaver-of-address@example.com');
  await note(leaver.userId);
  await handleCommand(
    store,
    userStream(leaver.userId),
    userDecider,
    { type: 'DeleteUser', data: { now: clock.now.toISOString() } },
    { metadata },
  );
  await project(await eventsOf(leaver.userId));
  expect(
    mailbox.messages.filter((m) => m.to === 'leaver-of-address@example.com' && /tried/.test(m.subject)),
  ).toHaveLength(0);
});
