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

async function run(userId: string, ...commands: UserCommand[]) {
  for (const command of commands)
    await handleCommand(store, userStream(userId), userDecider, command, { metadata });
}
const at = (iso: string) => ({ now: iso });
const securityMailsTo = (email: string) =>
  mailbox.messages.filter((m) => m.to === email && !/Verify/.test(m.subject));

it('tells the owner of each change to their account security once, with when and what to do if it was not them', async () => {
  const { userId } = await registerUser('guarded@example.com');
  await run(
    userId,
    {
      type: 'EnableTotp',
      data: {
        secret: 'JBSWY3DPEHPK3PXP',
        recoveryCodeHashes: ['a', 'b'],
        step: 100,
        ...at('2026-11-20T08:00:30.000Z'),
      },
    },
    {
      type: 'RegisterPasskey',
      data: {
        passkeyId: 'pk-1',
        credentialId: 'cred-1',
        publicKey: 'key',
        signCount: 0,
        transports: ['internal'],
        name: 'Work laptop',
        ...at('2026-11-20T08:05:00.000Z'),
      },
    },
    {
      type: 'RenamePasskey',
      data: { passkeyId: 'pk-1', name: 'Old laptop', ...at('2026-11-20T08:06:00.000Z') },
    },
    {
      type: 'ProveSecondFactor',
      data: {
        proof: { method: 'totp', step: 101 },
        purpose: 'step-up',
        sessionId: null,
        ...at('2026-11-20T08:07:00.000Z'),
      },
    },
    {
      type: 'RegenerateRecoveryCodes',
      data: {
        proof: { method: 'totp', step: 102 },
        recoveryCodeHashes: ['c'],
        ...at('2026-11-20T08:08:00.000Z'),
      },
    },
    { type: 'RemovePasskey', data: { passkeyId: 'pk-1', ...at('2026-11-20T08:09:00.000Z') } },
    {
      type: 'DisableTotp',
      data: { proof: { method: 'totp', step: 103 }, ...at('2026-11-20T08:10:00.000Z') },
    },
    {
      type: 'ChangePassword',
      data: { passwordHash: 'y', keptSessionId: null, ...at('2026-11-20T08:11:00.000Z') },
    },
    { type: 'EndOtherSessions', data: { keptSessionId: null, ...at('2026-11-20T08:12:00.000Z') } },
    {
      type: 'EnableTotp',
      data: {
        secret: 'JBSWY3DPEHPK3PXP',
        recoveryCodeHashes: ['d'],
        step: 200,
        ...at('2026-11-20T09:00:00.000Z'),
      },
    },
    { type: 'ResetSecondFactors', data: { resetBy: 'admin-1', ...at('2026-11-20T09:30:00.000Z') } },
  );
  const events = await eventsOf(userId);
  await project(events);
  await project(events);

  const mails = securityMailsTo('guarded@example.com');
  expect(mails.map((m) => m.subject)).toEqual([
    'Two-factor authentication is on',
    'A passkey was added to your account',
    'A passkey was removed',
    'Two-factor authentication was turned off',
    'Your password was changed',
    'Two-factor authentication is on',
    'Your two-factor authentication was reset',
  ]);
  const mail = (subject: string) => mails.find((m) => m.subject === subject)!.text;
  for (const { text } of mails) {
    expect(text).toContain('reset your password right away at http://shop.test/forgot-password');
    expect(text).toContain('contact our support at http://shop.test/support');
  }
  expect(mail('Two-factor authentication is on')).toContain('on 2026-11-20 08:00 UTC');
  expect(mail('A passkey was added to your account')).toContain(
    'a passkey named "Work laptop" was added to your account on 2026-11-20 08:05 UTC',
  );
  expect(mail('A passkey was removed')).toContain(
    'the passkey "Old laptop" was removed from your account on 2026-11-20 08:09 UTC',
  );
  expect(mail('Two-factor authentication was turned off')).toContain(
    'the authenticator app was removed from your account on 2026-11-20 08:10 UTC',
  );
  expect(mail('Your password was changed')).toContain('Every other session of your account was signed out.');
  const reset = mails.find((m) => m.subject === 'Your two-factor authentication was reset')!;
  expect(reset.text).toContain(
    'an administrator reset the two-factor authentication of your account on 2026-11-20 09:30 UTC',
  );
  expect(reset.text).toContain('authenticator app, recovery codes and passkeys were removed');
  expect(reset.text).toContain('every session of your account was signed out');
  expect(reset.text).toContain('Set up two-factor authentication: http://shop.test/account/security');
  expect(reset.text).toContain('If you did not ask for this');
  expect(reset.html).toContain('href="http://shop.test/account/security"');
});

it('tells the owner a recovery code was used and how many are left; a code from the app sends nothing', async () => {
  const { userId } = await registerUser('recovering@example.com');
  await run(
    userId,
    {
      type: 'EnableTotp',
      data: {
        secret: 'JBSWY3DPEHPK3PXP',
        recoveryCodeHashes: ['a', 'b', 'c'],
        step: 100,
        ...at('2026-11-21T07:00:00.000Z'),
      },
    },
    {
      type: 'RecordLogin',
      data: {
        method: 'password',
        sessionId: 's-1',
        secondFactor: { method: 'totp', step: 101 },
        ...at('2026-11-21T07:01:00.000Z'),
      },
    },
    {
      type: 'RecordLogin',
      data: {
        method: 'password',
        sessionId: 's-2',
        secondFactor: { method: 'recovery', recoveryCodeHash: 'a' },
        ...at('2026-11-21T07:02:00.000Z'),
      },
    },
  );
  const events = await eventsOf(userId);
  await project(events);
  await project(events);

  const mails = securityMailsTo('recovering@example.com');
  expect(mails.map((m) => m.subject)).toEqual([
    'Two-factor authentication is on',
    'A recovery code was used',
  ]);
  expect(mails[1]!.text).toContain(
    'one of your recovery codes was used to sign in to your account on 2026-11-21 07:02 UTC',
  );
  expect(mails[1]!.text).toContain('You have 2 unused recovery codes left');
});

it('sends no security notice to an account deleted since', async () => {
  const { userId } = await registerUser('gone-guarded@example.com');
  await run(
    userId,
    {
      type: 'EnableTotp',
      data: {
        secret: 'JBSWY3DPEHPK3PXP',
        recoveryCodeHashes: [],
        step: 100,
        ...at('2026-11-22T07:00:00.000Z'),
      },
    },
    { type: 'ResetSecondFactors', data: { resetBy: 'admin-1', ...at('2026-11-22T07:10:00.000Z') } },
    { type: 'DeleteUser', data: at('2026-11-22T07:20:00.000Z') },
  );
  await project(await eventsOf(userId));
  expect(sentTo('gone-guarded@example.com')).toBe(0);
});

it('tells an account that signs in only with Google to secure its Google account, not to reset a password', async () => {
  const userId = newId();
  await run(
    userId,
    {
      type: 'RegisterUser',
      data: {
        userId,
        username: 'googler',
        email: 'googler@example.com',
        passwordHash: null,
        method: 'google',
        googleSubject: 'google-subject-1',
        roles: ['user'],
        emailVerified: true,
        verification: null,
        now: clock.now.toISOString(),
      },
    },
    {
      type: 'EnableTotp',
      data: {
        secret: 'JBSWY3DPEHPK3PXP',
        recoveryCodeHashes: ['a'],
        step: 100,
        ...at('2026-11-23T07:00:00.000Z'),
      },
    },
  );
  await project(await eventsOf(userId));
  const notice = await mailbox.next('googler@example.com', /Two-factor authentication is on/);
  expect(notice.text).toContain('If this was not you, secure your Google account and contact our support');
  expect(notice.text).not.toContain('forgot-password');
});
