// Licence reminders and their one-click unsubscribe: the link in a reminder stops the next one, the
// same link turns them back on, and the signed-in user sees and changes the setting.
import { userStream } from '@shop/domain';
import { createKysely, createSmtpMailer, deriveAppKeys, type Mailer } from '@shop/infra';
import { eventually } from '@shop/infra/testing';
import { type ReadModels, sendLicenceReminders } from '@shop/projections';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { EMAIL_PREFERENCE_MESSAGES } from '../src/contracts/email-preferences.js';
import { type Session, signUp, signUpAdmin } from './helpers/sessions.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const APP_SECRET = 'email-preferences-secret-'.repeat(2);
const { unsubscribeKey } = deriveAppKeys(APP_SECRET);
let t: TestApp;
let admin: Session;
let trader: Session;
let mailer: Mailer;

beforeAll(async () => {
  t = await createTestApp({ env: { APP_SECRET } });
  [admin, trader] = await Promise.all([signUpAdmin(t, 'prefadmin'), signUp(t, 'preftrader')]);
  mailer = createSmtpMailer(t.mailbox.url, 'Shop <shop@example.com>');
}, 60_000);
afterAll(async () => {
  mailer?.close();
  await t?.close();
});

const reminders = () =>
  sendLicenceReminders({
    db: createKysely<ReadModels>(t.database.pool),
    mailer,
    publicUrl: 'http://shop.test',
    unsubscribeKey,
    clock: () => t.clock.now,
  });
const preferences = (auth = trader.auth) =>
  t.app.inject({ method: 'GET', url: '/api/users/me/email-preferences', headers: auth });
/** The one-click POST as mail clients send it (RFC 8058), or as the web page does (JSON). */
const ONE_CLICK_BODIES = {
  form: {
    payload: 'List-Unsubscribe=One-Click',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  },
  multipart: {
    payload: '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n',
    headers: { 'content-type': 'multipart/form-data; boundary=b' },
  },
  json: { payload: {} },
};
const unsubscribe = (token: string, body: keyof typeof ONE_CLICK_BODIES = 'form') =>
  t.app.inject({
    method: 'POST',
    url: `/api/email/unsubscribe?token=${encodeURIComponent(token)}`,
    ...ONE_CLICK_BODIES[body],
  });
const email = () => `${trader.username}@example.com`;

async function preferenceEvents() {
  const types: string[] = [];
  for await (const event of t.store.readStream(userStream(trader.id))) types.push(event.type);
  return types.filter((type) => type === 'ReminderEmailsChanged');
}

it('stops the reminders with the link of one, idempotently, and turns them on again with the same link', async () => {
  const issued = await t.app.inject({
    method: 'POST',
    url: '/api/licenses',
    headers: admin.auth,
    payload: { userId: trader.id, durationDays: 5, accountNumber: 7_700_001 },
  });
  expect(issued.statusCode).toBe(201);
  const db = createKysely<ReadModels>(t.database.pool);
  await eventually(
    () => db.selectFrom('licences').select('licence_id').where('user_id', '=', trader.id).executeTakeFirst(),
    {
      what: 'the licence in the read model',
    },
  );
  expect((await preferences()).json()).toEqual({ success: true, licenceReminders: true });

  expect(await reminders()).toBe(1);
  const reminder = await t.mailbox.next(email(), /within a week/);
  expect(reminder.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const link = /^<(http:\/\/shop\.test\/api\/email\/unsubscribe\?token=([^>]+))>$/.exec(
    reminder.headers['list-unsubscribe']!,
  );
  const token = decodeURIComponent(link![2]!);

  const bad = await unsubscribe(`${token.slice(0, -2)}xx`);
  expect(bad.statusCode).toBe(400);
  expect(bad.json()).toMatchObject({ success: false, error: EMAIL_PREFERENCE_MESSAGES.invalidLink });
  expect(await preferenceEvents()).toEqual([]);

  for (const body of ['form', 'multipart', 'json'] as const) {
    const done = await unsubscribe(token, body);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({
      success: true,
      message: 'You will no longer receive licence reminder emails.',
    });
  }
  expect(await preferenceEvents()).toHaveLength(1);
  expect((await preferences()).json()).toEqual({ success: true, licenceReminders: false });

  // Within a day of the end: the 1-day reminder is due, but the owner said no.
  t.clock.now = new Date(t.clock.now.getTime() + 4.5 * 86_400_000);
  expect(await reminders()).toBe(0);

  const again = await t.app.inject({ method: 'POST', url: '/api/email/resubscribe', payload: { token } });
  expect(again.json()).toEqual({ success: true, message: EMAIL_PREFERENCE_MESSAGES.resubscribed });
  expect((await preferences()).json()).toEqual({ success: true, licenceReminders: true });
  expect(await reminders()).toBe(1);
  expect((await t.mailbox.next(email(), /within a day/)).text).toContain('MT5 account 7700001');
  expect(t.mailbox.messages.filter((m) => m.to === email() && /license/.test(m.subject))).toHaveLength(2);
});

it('lets only the signed-in user read and change their own setting', async () => {
  expect((await preferences({} as Session['auth'])).statusCode).toBe(401);
  const anonymous = await t.app.inject({
    method: 'PUT',
    url: '/api/users/me/email-preferences',
    payload: { licenceReminders: false },
  });
  expect(anonymous.statusCode).toBe(401);
  const malformed = await t.app.inject({
    method: 'PUT',
    url: '/api/users/me/email-preferences',
    headers: admin.auth,
    payload: { licenceReminders: 'no' },
  });
  expect(malformed.statusCode).toBe(400);

  const off = await t.app.inject({
    method: 'PUT',
    url: '/api/users/me/email-preferences',
    headers: admin.auth,
    payload: { licenceReminders: false },
  });
  expect(off.json()).toEqual({ success: true, licenceReminders: false });
  expect((await preferences(admin.auth)).json()).toEqual({ success: true, licenceReminders: false });
  expect((await preferences()).json()).toEqual({ success: true, licenceReminders: true });
});
