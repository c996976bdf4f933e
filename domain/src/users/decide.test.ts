import { describe, expect, it } from 'vitest';
import { foldEvents } from '../core/decider.js';
import type { UserCommand } from './commands.js';
import { decideUser, userDecider } from './decide.js';
import { USER_MESSAGES } from './errors.js';
import type { UserEvent } from './events.js';

const NOW = '2026-11-22T10:00:00.000Z';
const LATER = (hours: number) => new Date(Date.parse(NOW) + hours * 3_600_000).toISOString();

const registered: UserEvent = {
  type: 'UserRegistered',
  data: {
    userId: 'u1',
    username: 'trader',
    email: 'Trader@Example.com',
    passwordHash: '$2b$12$hash',
    method: 'password',
    googleSubject: null,
    roles: ['user'],
    emailVerified: false,
    registeredAt: NOW,
  },
};
const verificationRequested: UserEvent = {
  type: 'EmailVerificationRequested',
  data: { tokenId: 't1', tokenHash: 'hash-1', requestedAt: NOW, expiresAt: LATER(24) },
};
const resetRequested: UserEvent = {
  type: 'PasswordResetRequested',
  data: { tokenId: 'r1', tokenHash: 'reset-1', requestedAt: NOW, expiresAt: LATER(1) },
};

/** given events → when command → then events (or the error it throws). */
function given(...events: UserEvent[]) {
  const state = foldEvents(userDecider, events);
  return { when: (command: UserCommand) => () => decideUser(command, state) };
}

describe('RegisterUser', () => {
  const register = (
    overrides: Partial<Extract<UserCommand, { type: 'RegisterUser' }>['data']> = {},
  ): UserCommand => ({
    type: 'RegisterUser',
    data: {
      userId: 'u1',
      username: 'trader',
      email: 'Trader@Example.com',
      passwordHash: '$2b$12$hash',
      method: 'password',
      googleSubject: null,
      roles: ['user'],
      emailVerified: false,
      verification: { tokenId: 't1', tokenHash: 'hash-1' },
      now: NOW,
      ...overrides,
    },
  });

  it('registers a password account and asks for verification valid 24 hours', () => {
    expect(given().when(register())()).toEqual([registered, verificationRequested]);
  });

  it('asks no verification for an address already trusted (Google, first admin)', () => {
    const events = given().when(register({ emailVerified: true, roles: ['user', 'admin'] }))();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'UserRegistered',
      data: { emailVerified: true, roles: ['admin', 'user'] },
    });
  });

  it('refuses a second registration of the same account', () => {
    expect(given(registered).when(register())).toThrow(USER_MESSAGES.exists);
  });
});

describe('email verification', () => {
  const verify = (tokenHash: string, now = NOW): UserCommand => ({
    type: 'VerifyEmail',
    data: { tokenHash, now },
  });

  it('verifies with the live token', () => {
    expect(given(registered, verificationRequested).when(verify('hash-1'))()).toEqual([
      { type: 'EmailVerified', data: { verifiedAt: NOW } },
    ]);
  });

  it.each([
    ['a wrong token', [registered, verificationRequested], verify('other')],
    ['an expired token', [registered, verificationRequested], verify('hash-1', LATER(24))],
    [
      'a used token',
      [registered, verificationRequested, { type: 'EmailVerified', data: { verifiedAt: NOW } }],
      verify('hash-1'),
    ],
    [
      'a superseded token',
      [
        registered,
        verificationRequested,
        { ...verificationRequested, data: { ...verificationRequested.data, tokenHash: 'hash-2' } },
      ],
      verify('hash-1'),
    ],
    ['an unknown user', [], verify('hash-1')],
  ] as Array<[string, UserEvent[], UserCommand]>)('refuses %s', (_name, history, command) => {
    expect(given(...history).when(command)).toThrow(USER_MESSAGES.invalidVerification);
  });

  it('sends a new link only while unverified', () => {
    const resend: UserCommand = {
      type: 'RequestEmailVerification',
      data: { tokenId: 't2', tokenHash: 'hash-2', now: NOW },
    };
    expect(given(registered).when(resend)()).toMatchObject([
      { type: 'EmailVerificationRequested', data: { tokenHash: 'hash-2' } },
    ]);
    expect(given(registered, { type: 'EmailVerified', data: { verifiedAt: NOW } }).when(resend)).toThrow(
      USER_MESSAGES.alreadyVerified,
    );
  });
});

describe('password reset', () => {
  const reset = (tokenHash: string, now = NOW): UserCommand => ({
    type: 'ResetPassword',
    data: { tokenHash, passwordHash: '$2b$12$new', now },
  });

  it('issues a token valid one hour, refused to Google-only accounts', () => {
    const request: UserCommand = {
      type: 'RequestPasswordReset',
      data: { tokenId: 'r1', tokenHash: 'reset-1', now: NOW },
    };
    expect(given(registered).when(request)()).toEqual([resetRequested]);
    const google: UserEvent = {
      type: 'UserRegistered',
      data: { ...registered.data, passwordHash: null, method: 'google' },
    };
    expect(given(google).when(request)).toThrow(USER_MESSAGES.googleAccount);
  });

  it('lets the owner of a password account whose password a Google link removed set one again', () => {
    const request: UserCommand = {
      type: 'RequestPasswordReset',
      data: { tokenId: 'r1', tokenHash: 'reset-1', now: NOW },
    };
    const linked: UserEvent = {
      type: 'GoogleAccountLinked',
      data: { googleSubject: 'g-1', linkedAt: NOW, passwordRemoved: true, sessionsEnded: true },
    };
    expect(given(registered, linked).when(request)()).toEqual([resetRequested]);
  });

  it('sets the new password, verifies the address and ends every session', () => {
    const events = given(registered, resetRequested).when(reset('reset-1'))();
    expect(events).toEqual([
      { type: 'PasswordResetCompleted', data: { passwordHash: '$2b$12$new', completedAt: NOW } },
    ]);
    const state = foldEvents(userDecider, [registered, resetRequested, ...events]);
    expect(state).toMatchObject({
      passwordHash: '$2b$12$new',
      emailVerified: true,
      sessionGeneration: 1,
      reset: null,
    });
  });

  it.each([
    [
      'reused',
      [
        registered,
        resetRequested,
        { type: 'PasswordResetCompleted', data: { passwordHash: 'x', completedAt: NOW } },
      ],
      reset('reset-1'),
    ],
    ['expired', [registered, resetRequested], reset('reset-1', LATER(1))],
    [
      'superseded',
      [
        registered,
        resetRequested,
        { ...resetRequested, data: { ...resetRequested.data, tokenHash: 'reset-2' } },
      ],
      reset('reset-1'),
    ],
    ['wrong', [registered, resetRequested], reset('nope')],
  ] as Array<[string, UserEvent[], UserCommand]>)('refuses a %s token', (_name, history, command) => {
    expect(given(...history).when(command)).toThrow(USER_MESSAGES.invalidReset);
  });
});

describe('sessions, Google, roles, deletion', () => {
  it('records logins and moves the session generation on logout', () => {
    const login: UserEvent = { type: 'UserLoggedIn', data: { method: 'password', loggedInAt: LATER(2) } };
    expect(
      given(registered).when({ type: 'RecordLogin', data: { method: 'password', now: LATER(2) } })(),
    ).toEqual([login]);
    const out = given(registered, login).when({ type: 'LogOut', data: { now: LATER(3) } })();
    expect(foldEvents(userDecider, [registered, login, ...out])).toMatchObject({
      lastLoginAt: LATER(2),
      sessionGeneration: 1,
    });
  });

  it('links a Google account once, trusting its email, and refuses another one', () => {
    const link = (googleSubject: string): UserCommand => ({
      type: 'LinkGoogleAccount',
      data: { googleSubject, now: NOW },
    });
    const linked = given(registered).when(link('g-1'))();
    expect(foldEvents(userDecider, [registered, ...linked])).toMatchObject({
      googleSubject: 'g-1',
      emailVerified: true,
    });
    expect(given(registered, ...linked).when(link('g-1'))()).toEqual([]);
    expect(given(registered, ...linked).when(link('g-2'))).toThrow(USER_MESSAGES.googleMismatch);
  });

  it('linking Google to a never-verified account removes its password and ends all its sessions', () => {
    const linked = given(registered).when({
      type: 'LinkGoogleAccount',
      data: { googleSubject: 'g-1', now: NOW },
    })();
    expect(linked).toEqual([
      {
        type: 'GoogleAccountLinked',
        data: { googleSubject: 'g-1', linkedAt: NOW, passwordRemoved: true, sessionsEnded: true },
      },
    ]);
    expect(foldEvents(userDecider, [registered, ...linked])).toMatchObject({
      passwordHash: null,
      emailVerified: true,
      sessionGeneration: 1,
    });
  });

  it('linking Google to a verified password account keeps the password and ends the earlier sessions', () => {
    const verified: UserEvent = { type: 'EmailVerified', data: { verifiedAt: NOW } };
    const linked = given(registered, verified).when({
      type: 'LinkGoogleAccount',
      data: { googleSubject: 'g-1', now: NOW },
    })();
    expect(linked).toEqual([
      {
        type: 'GoogleAccountLinked',
        data: { googleSubject: 'g-1', linkedAt: NOW, passwordRemoved: false, sessionsEnded: true },
      },
    ]);
    expect(foldEvents(userDecider, [registered, verified, ...linked])).toMatchObject({
      passwordHash: '$2b$12$hash',
      sessionGeneration: 1,
    });
  });

  it('reads a link recorded before links ended sessions as it was: password and sessions untouched', () => {
    const older: UserEvent = {
      type: 'GoogleAccountLinked',
      data: { googleSubject: 'g-1', linkedAt: NOW },
    };
    expect(foldEvents(userDecider, [registered, older])).toMatchObject({
      googleSubject: 'g-1',
      passwordHash: '$2b$12$hash',
      emailVerified: true,
      sessionGeneration: 0,
    });
  });

  it('changes roles with admin first and user always kept', () => {
    expect(
      given(registered).when({ type: 'ChangeRoles', data: { roles: ['user', 'admin'], now: NOW } })(),
    ).toEqual([{ type: 'UserRolesChanged', data: { roles: ['admin', 'user'], changedAt: NOW } }]);
    expect(given(registered).when({ type: 'ChangeRoles', data: { roles: ['user'], now: NOW } })()).toEqual(
      [],
    );
    expect(given(registered).when({ type: 'ChangeRoles', data: { roles: ['admin'], now: NOW } })).toThrow(
      USER_MESSAGES.invalidRoles,
    );
  });

  it('deletes an account, after which it answers as not found', () => {
    const deleted = given(registered).when({ type: 'DeleteUser', data: { now: NOW } })();
    expect(deleted).toEqual([{ type: 'UserDeleted', data: { deletedAt: NOW } }]);
    expect(given(registered, ...deleted).when({ type: 'LogOut', data: { now: NOW } })).toThrow(
      USER_MESSAGES.notFound,
    );
  });

  it('notes a sign-up tried with the address for its owner, changing nothing else', () => {
    const noted = given(registered).when({ type: 'NoteSignUpAttempt', data: { now: NOW } })();
    expect(noted).toEqual([{ type: 'SignUpAttempted', data: { attemptedAt: NOW } }]);
    expect(foldEvents(userDecider, [registered, ...noted])).toEqual(foldEvents(userDecider, [registered]));
    expect(given().when({ type: 'NoteSignUpAttempt', data: { now: NOW } })).toThrow(USER_MESSAGES.notFound);
  });

  it('turns the licence reminders off and on again, recording nothing when unchanged', () => {
    const off = given(registered).when({ type: 'SetReminderEmails', data: { enabled: false, now: NOW } })();
    expect(off).toEqual([{ type: 'ReminderEmailsChanged', data: { enabled: false, changedAt: NOW } }]);
    const state = foldEvents(userDecider, [registered, ...off]);
    expect(state.status === 'active' && state.licenceReminders).toBe(false);
    expect(
      given(registered, ...off).when({ type: 'SetReminderEmails', data: { enabled: false, now: NOW } })(),
    ).toEqual([]);
    expect(
      given(registered).when({ type: 'SetReminderEmails', data: { enabled: true, now: NOW } })(),
    ).toEqual([]);
    expect(
      given(registered, ...off).when({ type: 'SetReminderEmails', data: { enabled: true, now: LATER(1) } })(),
    ).toEqual([{ type: 'ReminderEmailsChanged', data: { enabled: true, changedAt: LATER(1) } }]);
  });
});
