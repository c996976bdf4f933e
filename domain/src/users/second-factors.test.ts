import { describe, expect, it } from 'vitest';
import { foldEvents } from '../core/decider.js';
import type { UserCommand } from './commands.js';
import { decideUser, userDecider } from './decide.js';
import { USER_MESSAGES } from './errors.js';
import type { UserEvent } from './events.js';
import type { ActiveUser } from './state.js';

const NOW = '2026-11-27T10:00:00.000Z';

const registered = (roles: ('admin' | 'user')[] = ['user']): UserEvent => ({
  type: 'UserRegistered',
  data: {
    userId: 'u1',
    username: 'trader',
    email: 'trader@example.com',
    passwordHash: '$2b$12$hash',
    method: 'password',
    googleSubject: null,
    roles,
    emailVerified: true,
    registeredAt: NOW,
  },
});
const totpEnabled: UserEvent = {
  type: 'TotpEnabled',
  data: { secret: 'JBSWY3DPEHPK3PXP', recoveryCodeHashes: ['r1', 'r2'], step: 100, enabledAt: NOW },
};
const passkey = (passkeyId: string, signCount = 0): UserEvent => ({
  type: 'PasskeyRegistered',
  data: {
    passkeyId,
    credentialId: `cred-${passkeyId}`,
    publicKey: 'pk',
    signCount,
    transports: ['internal'],
    name: 'Laptop',
    registeredAt: NOW,
  },
});

function given(...events: UserEvent[]) {
  const state = foldEvents(userDecider, events);
  const when = (command: UserCommand) => decideUser(command, state);
  return {
    state: state as ActiveUser,
    when,
    after: (command: UserCommand) => foldEvents(userDecider, [...events, ...when(command)]) as ActiveUser,
  };
}
const login = (data: Partial<Extract<UserCommand, { type: 'RecordLogin' }>['data']> = {}): UserCommand => ({
  type: 'RecordLogin',
  data: { method: 'password', now: NOW, sessionId: 's1', ...data },
});

describe('signing in with a second factor', () => {
  it('lets an account without a factor in on its password alone, and lists the session', () => {
    const after = given(registered()).after(login({ userAgent: 'Firefox' }));
    expect(after.sessions).toEqual([
      { sessionId: 's1', method: 'password', startedAt: NOW, secondFactorAt: null, userAgent: 'Firefox' },
    ]);
  });

  it('refuses a password-only login once the account has an authenticator', () => {
    expect(() => given(registered(), totpEnabled).when(login())).toThrow(USER_MESSAGES.secondFactorMissing);
  });

  it('accepts a later step once, and refuses that step and earlier ones again (RFC 6238 §5.2)', () => {
    const withCode = login({ secondFactor: { method: 'totp', step: 101 } });
    const first = given(registered(), totpEnabled);
    const events = first.when(withCode);
    expect(events.map((event) => event.type)).toEqual(['SecondFactorUsed', 'UserLoggedIn']);
    const after = given(registered(), totpEnabled, ...events);
    expect(after.state.totp?.lastStep).toBe(101);
    expect(after.state.sessions[0]?.secondFactorAt).toBe(NOW);
    expect(() => after.when(withCode)).toThrow(USER_MESSAGES.codeUsed);
    expect(() => after.when(login({ secondFactor: { method: 'totp', step: 100 } }))).toThrow(
      USER_MESSAGES.codeUsed,
    );
  });

  it('spends a recovery code: it works once', () => {
    const withRecovery = login({ secondFactor: { method: 'recovery', recoveryCodeHash: 'r1' } });
    const events = given(registered(), totpEnabled).when(withRecovery);
    const after = given(registered(), totpEnabled, ...events);
    expect(after.state.recoveryCodeHashes).toEqual(['r2']);
    expect(() => after.when(withRecovery)).toThrow(USER_MESSAGES.recoveryCodeInvalid);
  });

  it('refuses a passkey whose counter did not move on', () => {
    const account = given(registered(), passkey('p1', 5));
    expect(() =>
      account.when(
        login({ method: 'passkey', secondFactor: { method: 'passkey', passkeyId: 'p1', signCount: 5 } }),
      ),
    ).toThrow(USER_MESSAGES.passkeyInvalid);
    const after = account.after(
      login({ method: 'passkey', secondFactor: { method: 'passkey', passkeyId: 'p1', signCount: 6 } }),
    );
    expect(after.passkeys[0]).toMatchObject({ signCount: 6, lastUsedAt: NOW });
  });
});

describe('changing the factors', () => {
  it('enables an authenticator once', () => {
    const command: UserCommand = {
      type: 'EnableTotp',
      data: { secret: 'S', recoveryCodeHashes: [], step: 7, now: NOW },
    };
    expect(given(registered()).after(command).totp).toEqual({ secret: 'S', lastStep: 7, enabledAt: NOW });
    expect(() => given(registered(), totpEnabled).when(command)).toThrow(USER_MESSAGES.totpAlreadyEnabled);
  });

  it('removes the authenticator and its recovery codes with a fresh code', () => {
    const disable: UserCommand = {
      type: 'DisableTotp',
      data: { proof: { method: 'totp', step: 101 }, now: NOW },
    };
    const after = given(registered(), totpEnabled).after(disable);
    expect(after.totp).toBeNull();
    expect(after.recoveryCodeHashes).toEqual([]);
  });

  it("keeps an admin's last factor", () => {
    const disable: UserCommand = {
      type: 'DisableTotp',
      data: { proof: { method: 'totp', step: 101 }, now: NOW },
    };
    expect(() => given(registered(['admin', 'user']), totpEnabled).when(disable)).toThrow(
      USER_MESSAGES.secondFactorRequiredForAdmins,
    );
    expect(given(registered(['admin', 'user']), totpEnabled, passkey('p1')).after(disable).totp).toBeNull();
    const remove: UserCommand = { type: 'RemovePasskey', data: { passkeyId: 'p1', now: NOW } };
    expect(() => given(registered(['admin', 'user']), passkey('p1')).when(remove)).toThrow(
      USER_MESSAGES.secondFactorRequiredForAdmins,
    );
  });

  it('refuses the same passkey twice and an eleventh one', () => {
    const register = (credentialId: string): UserCommand => ({
      type: 'RegisterPasskey',
      data: {
        passkeyId: 'new',
        credentialId,
        publicKey: 'pk',
        signCount: 0,
        transports: [],
        name: 'Key',
        now: NOW,
      },
    });
    expect(() => given(registered(), passkey('p1')).when(register('cred-p1'))).toThrow(
      USER_MESSAGES.passkeyExists,
    );
    const ten = Array.from({ length: 10 }, (_, index) => passkey(`p${index}`));
    expect(() => given(registered(), ...ten).when(register('cred-other'))).toThrow(
      USER_MESSAGES.passkeyLimit,
    );
  });

  it("an admin's reset removes every factor and ends every session", () => {
    const before = given(registered(), totpEnabled, passkey('p1'));
    const after = before.after({ type: 'ResetSecondFactors', data: { resetBy: 'admin-1', now: NOW } });
    expect(after).toMatchObject({ totp: null, recoveryCodeHashes: [], passkeys: [], sessions: [] });
    expect(after.sessionGeneration).toBe(before.state.sessionGeneration + 1);
  });

  it('ending the other sessions keeps the current one', () => {
    const signedIn = given(registered()).after(login({ sessionId: 'a' }));
    const twice = given(
      registered(),
      { type: 'UserLoggedIn', data: { method: 'password', loggedInAt: NOW, sessionId: 'a' } },
      {
        type: 'UserLoggedIn',
        data: { method: 'google', loggedInAt: NOW, sessionId: 'b' },
      },
    );
    const after = twice.after({ type: 'EndOtherSessions', data: { keptSessionId: 'b', now: NOW } });
    expect(after.sessions.map((session) => session.sessionId)).toEqual(['b']);
    expect(after.sessionGeneration).toBe(signedIn.sessionGeneration + 1);
  });
});
