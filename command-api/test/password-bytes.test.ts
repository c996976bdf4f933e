// The password length limit counts UTF-8 bytes (bcrypt reads only 72) on every route that sets or checks one.
import { PASSWORD_MESSAGES } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** 50 characters, 95 bytes: within the character limit, beyond what bcrypt reads. */
const CYRILLIC_50 = `Ab1!${'пароль'.repeat(7)}секр`;
/** 72 ASCII characters, 72 bytes: the longest password bcrypt reads whole. */
const ASCII_72 = `Ab1!${'xyz'.repeat(22)}wz`;

const post = (url: string, payload: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });

describe('a password beyond 72 bytes', () => {
  it('is refused at sign-up with a message that speaks of bytes, while 72 ASCII bytes sign up and log in', async () => {
    expect(CYRILLIC_50).toHaveLength(50);
    const refused = await post(
      '/api/users',
      { username: 'cyrillic1', email: 'cyrillic1@example.com', password: CYRILLIC_50 },
      '10.72.0.1',
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'PASSWORD_REQUIREMENTS',
      passwordErrors: [PASSWORD_MESSAGES.tooManyBytes],
    });
    expect(refused.json().error).toContain(PASSWORD_MESSAGES.tooManyBytes);

    const account = { username: 'ascii72', email: 'ascii72@example.com', password: ASCII_72 };
    expect((await post('/api/users', account, '10.72.0.2')).statusCode).toBe(201);
    const token = decodeURIComponent(/token=(\S+)/.exec((await t.mailbox.next(account.email)).text)![1]!);
    expect((await post('/api/users/verify-email', { token }, '10.72.0.2')).statusCode).toBe(200);
    const login = await post('/api/users/login', { email: account.email, password: ASCII_72 }, '10.72.0.2');
    expect(login.statusCode).toBe(200);
  });

  it('is refused by the password check the sign-up form asks', async () => {
    const answer = await post('/api/users/validate-password', { password: CYRILLIC_50 }, '10.72.0.3');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ isValid: false, errors: [PASSWORD_MESSAGES.tooManyBytes] });
  });

  it('is refused as the new password of a reset', async () => {
    const account = { username: 'resetter72', email: 'resetter72@example.com', password: ASCII_72 };
    expect((await post('/api/users', account, '10.72.0.4')).statusCode).toBe(201);
    await t.mailbox.next(account.email, /Verify/);
    expect((await post('/api/users/forgot-password', { email: account.email }, '10.72.0.4')).statusCode).toBe(
      200,
    );
    const mail = await t.mailbox.next(account.email, /[Rr]eset/);
    const token = decodeURIComponent(/reset-password\?token=(\S+)/.exec(mail.text)![1]!);
    const refused = await post('/api/users/reset-password', { token, newPassword: CYRILLIC_50 }, '10.72.0.4');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'PASSWORD_REQUIREMENTS',
      passwordErrors: [PASSWORD_MESSAGES.tooManyBytes],
    });
    expect(refused.json().error).toContain(PASSWORD_MESSAGES.tooManyBytes);
  });
});
