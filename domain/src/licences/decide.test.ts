import { describe, expect, it } from 'vitest';
import { foldEvents } from '../core/decider.js';
import type { LicenceCommand } from './commands.js';
import { changesRemaining, decideLicence, licenceDecider } from './decide.js';
import { LICENCE_MESSAGES } from './errors.js';
import type { LicenceEvent } from './events.js';
import { isLicenceKey, licenceKeyFromRandom, normalizeLicenceKey } from './licence-key.js';
import type { IssuedLicence } from './state.js';

const NOW = '2026-11-22T10:00:00.000Z';
const at = (days: number) => new Date(Date.parse(NOW) + days * 86_400_000).toISOString();
const KEY = 'ABCDE-FGHJK-MNPQR-STUVW';

const issued: LicenceEvent = {
  type: 'LicenceIssued',
  data: {
    licenceId: 'l1',
    licenseKey: KEY,
    userId: 'u1',
    accountNumber: 1001,
    durationDays: 30,
    expiresAt: at(30),
    source: 'admin',
    orderId: null,
    issuedBy: 'admin-1',
    issuedAt: NOW,
  },
};
const changed = (from: number, to: number, changedBy: 'user' | 'admin' = 'user'): LicenceEvent => ({
  type: 'AccountNumberChanged',
  data: {
    from,
    to,
    changedBy,
    changedById: changedBy === 'user' ? 'u1' : 'admin-1',
    reason: null,
    changedAt: NOW,
  },
});
const revoked: LicenceEvent = { type: 'LicenceRevoked', data: { revokedBy: 'admin-1', revokedAt: NOW } };

function given(...events: LicenceEvent[]) {
  const state = foldEvents(licenceDecider, events);
  return { state, when: (command: LicenceCommand) => () => decideLicence(command, state) };
}
const change = (
  accountNumber: number,
  overrides: Partial<Extract<LicenceCommand, { type: 'ChangeAccountNumber' }>['data']> = {},
): LicenceCommand => ({
  type: 'ChangeAccountNumber',
  data: { accountNumber, reason: null, by: 'user', actorId: 'u1', allowance: 3, now: NOW, ...overrides },
});

describe('IssueLicence', () => {
  const issue = (overrides = {}): LicenceCommand => ({
    type: 'IssueLicence',
    data: {
      licenceId: 'l1',
      licenseKey: KEY,
      userId: 'u1',
      accountNumber: 1001,
      durationDays: 30,
      source: 'admin',
      orderId: null,
      issuedBy: 'admin-1',
      now: NOW,
      ...overrides,
    },
  });

  it('issues for the given days from now', () => {
    expect(given().when(issue())()).toEqual([issued]);
  });

  it.each([
    [{ durationDays: 0 }, LICENCE_MESSAGES.invalidDuration],
    [{ durationDays: 1.5 }, LICENCE_MESSAGES.invalidDuration],
    [{ accountNumber: -4 }, LICENCE_MESSAGES.invalidAccountNumber],
    [{ accountNumber: 12.5 }, LICENCE_MESSAGES.invalidAccountNumber],
    [{ licenseKey: 'short' }, LICENCE_MESSAGES.invalidKey],
  ])('refuses %j', (overrides, message) => {
    expect(given().when(issue(overrides))).toThrow(message);
  });

  it('refuses to issue the same licence twice', () => {
    expect(given(issued).when(issue())).toThrow(LICENCE_MESSAGES.exists);
  });
});

describe('ChangeAccountNumber', () => {
  it('lets the owner change within the allowance, trimming the reason', () => {
    expect(given(issued).when(change(2002, { reason: '  new broker  ' }))()).toEqual([
      {
        type: 'AccountNumberChanged',
        data: {
          from: 1001,
          to: 2002,
          changedBy: 'user',
          changedById: 'u1',
          reason: 'new broker',
          changedAt: NOW,
          ownerId: 'u1',
        },
      },
    ]);
    expect(given(issued).when(change(2002, { reason: '   ' }))()[0]).toMatchObject({
      data: { reason: null },
    });
  });

  it('counts the allowance: three owner changes, then none left', () => {
    const history = [issued, changed(1001, 2), changed(2, 3), changed(3, 4)];
    const { state } = given(...history);
    expect(changesRemaining(state as IssuedLicence, 3)).toBe(0);
    expect(given(...history).when(change(5))).toThrow(LICENCE_MESSAGES.noChangesLeft);
    expect(given(issued, changed(1001, 2)).when(change(5, { allowance: 1 }))).toThrow(
      LICENCE_MESSAGES.noChangesLeft,
    );
  });

  it('lets admins change without limit, without using the owner allowance', () => {
    const history = [issued, changed(1001, 2), changed(2, 3), changed(3, 4)];
    expect(given(...history).when(change(5, { by: 'admin', actorId: 'admin-1' }))()).toHaveLength(1);
    const adminChanged = [issued, changed(1001, 2, 'admin'), changed(2, 3, 'admin'), changed(3, 4, 'admin')];
    const { state } = given(...adminChanged);
    expect(state).toMatchObject({ accountNumberChanges: 3, userChanges: 0 });
    expect(given(...adminChanged).when(change(5))()).toHaveLength(1);
  });

  it('refuses the same number and anything but a positive whole number', () => {
    expect(given(issued).when(change(1001))).toThrow(LICENCE_MESSAGES.sameAccountNumber);
    expect(given(issued).when(change(0))).toThrow(LICENCE_MESSAGES.invalidAccountNumber);
    expect(given(issued).when(change(Number.NaN))).toThrow(LICENCE_MESSAGES.invalidAccountNumber);
  });

  it('refuses owners on inactive licences; admins may fix an expired one but never a revoked one', () => {
    expect(given(issued, revoked).when(change(2))).toThrow(LICENCE_MESSAGES.revoked);
    expect(given(issued, revoked).when(change(2, { by: 'admin', actorId: 'admin-1' }))).toThrow(
      LICENCE_MESSAGES.revoked,
    );
    const expiredByTime = change(2, { now: at(31) });
    expect(given(issued).when(expiredByTime)).toThrow(LICENCE_MESSAGES.notActive);
    expect(given(issued).when(change(2, { now: at(31), by: 'admin', actorId: 'admin-1' }))()).toHaveLength(1);
  });

  it("treats someone else's licence as not found for an owner", () => {
    expect(given(issued).when(change(2, { actorId: 'u2' }))).toThrow(LICENCE_MESSAGES.notFound);
    expect(given().when(change(2))).toThrow(LICENCE_MESSAGES.notFound);
  });
});

describe('revocation, expiry and renewal', () => {
  it('revokes once; revocation is irreversible', () => {
    const revoke: LicenceCommand = { type: 'RevokeLicence', data: { revokedBy: 'admin-1', now: NOW } };
    expect(given(issued).when(revoke)()).toEqual([revoked]);
    expect(given(issued, revoked).when(revoke)).toThrow(LICENCE_MESSAGES.revoked);
    const renew: LicenceCommand = { type: 'ExtendLicence', data: { days: 30, orderId: 'o1', now: NOW } };
    expect(given(issued, revoked).when(renew)).toThrow(LICENCE_MESSAGES.revoked);
    expect(
      given(issued, revoked, { type: 'LicenceExpired', data: { expiredAt: at(31) } }).state,
    ).toMatchObject({ status: 'revoked' });
  });

  it('expires only an active licence whose time has come, once', () => {
    const expire = (now: string): LicenceCommand => ({ type: 'ExpireLicence', data: { now } });
    expect(given(issued).when(expire(at(29)))()).toEqual([]);
    const events = given(issued).when(expire(at(30)))();
    expect(events).toEqual([{ type: 'LicenceExpired', data: { expiredAt: at(30) } }]);
    expect(given(issued, ...events).when(expire(at(31)))()).toEqual([]);
    expect(given(issued, revoked).when(expire(at(31)))()).toEqual([]);
  });

  it('renews from the current expiry while active, from now once expired', () => {
    const renew = (now: string): LicenceCommand => ({
      type: 'ExtendLicence',
      data: { days: 90, orderId: 'o1', now },
    });
    expect(given(issued).when(renew(at(10)))()[0]).toMatchObject({
      data: { previousExpiresAt: at(30), expiresAt: at(120) },
    });
    expect(given(issued).when(renew(at(40)))()[0]).toMatchObject({ data: { expiresAt: at(130) } });
    const expired: LicenceEvent = { type: 'LicenceExpired', data: { expiredAt: at(30) } };
    const events = given(issued, expired).when(renew(at(40)))();
    expect(given(issued, expired, ...events).state).toMatchObject({ status: 'active', expiresAt: at(130) });
  });
});

describe('licence keys', () => {
  it('builds grouped keys from an unambiguous alphabet and accepts what people type', () => {
    const key = licenceKeyFromRandom(new Uint8Array(Array.from({ length: 40 }, (_, i) => i * 7)))!;
    expect(isLicenceKey(key)).toBe(true);
    expect(key).toMatch(/^[A-Z2-9]{5}(-[A-Z2-9]{5}){3}$/);
    expect(key).not.toMatch(/[01OIL]/);
    expect(normalizeLicenceKey(key.toLowerCase().replaceAll('-', ' '))).toBe(key);
    expect(licenceKeyFromRandom(new Uint8Array(10))).toBeUndefined();
    expect(isLicenceKey('ABCDE-FGHJK-MNPQR-STUV0')).toBe(false);
  });
});
