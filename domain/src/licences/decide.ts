// The licence decider: one small function per command.
import type { Decider } from '../core/decider.js';
import type {
  ChangeAccountNumber,
  ExpireLicence,
  ExtendLicence,
  IssueLicence,
  LicenceCommand,
  RevokeLicence,
  ShortenLicence,
} from './commands.js';
import { licenceError } from './errors.js';
import type { LicenceEvent } from './events.js';
import { isLicenceKey } from './licence-key.js';
import { effectiveStatus, evolveLicence, type IssuedLicence, initialLicence, type Licence } from './state.js';

export const DEFAULT_LICENCE_DAYS = 30;
export const DEFAULT_ACCOUNT_CHANGE_ALLOWANCE = 3;
const DAY_MS = 86_400_000;

/** MT5 account numbers are positive whole numbers (logins run to about 10 digits). */
export function isAccountNumber(value: number): boolean {
  return Number.isSafeInteger(value) && value > 0;
}

const addDays = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY_MS).toISOString();

function requireIssued(state: Licence): IssuedLicence {
  if (state.status === 'none') throw licenceError.notFound();
  return state;
}

function issue({ data }: IssueLicence, state: Licence): LicenceEvent[] {
  if (state.status !== 'none') throw licenceError.exists();
  if (!isAccountNumber(data.accountNumber)) throw licenceError.invalidAccountNumber();
  if (!Number.isInteger(data.durationDays) || data.durationDays < 1) throw licenceError.invalidDuration();
  if (!isLicenceKey(data.licenseKey)) throw licenceError.invalidKey();
  const { now, ...rest } = data;
  return [
    { type: 'LicenceIssued', data: { ...rest, expiresAt: addDays(now, data.durationDays), issuedAt: now } },
  ];
}

function changeAccountNumber({ data }: ChangeAccountNumber, state: Licence): LicenceEvent[] {
  const licence = requireIssued(state);
  // To an owner, someone else's licence does not exist.
  if (data.by === 'user' && licence.userId !== data.actorId) throw licenceError.notFound();
  if (!isAccountNumber(data.accountNumber)) throw licenceError.invalidAccountNumber();
  if (data.accountNumber === licence.accountNumber) throw licenceError.sameAccountNumber();
  const status = effectiveStatus(licence, data.now);
  if (status === 'revoked') throw licenceError.revoked();
  if (data.by === 'user') {
    if (status !== 'active') throw licenceError.notActive();
    if (licence.userChanges >= data.allowance) throw licenceError.noChangesLeft();
  }
  const reason = data.reason?.trim() || null;
  return [
    {
      type: 'AccountNumberChanged',
      data: {
        from: licence.accountNumber,
        to: data.accountNumber,
        changedBy: data.by,
        changedById: data.actorId,
        reason,
        changedAt: data.now,
        ownerId: licence.userId,
      },
    },
  ];
}

function revoke({ data }: RevokeLicence, state: Licence): LicenceEvent[] {
  const licence = requireIssued(state);
  if (licence.status === 'revoked') throw licenceError.revoked();
  return [{ type: 'LicenceRevoked', data: { revokedBy: data.revokedBy, revokedAt: data.now } }];
}

/** Idempotent: only an active licence whose time has come expires. */
function expire({ data }: ExpireLicence, state: Licence): LicenceEvent[] {
  const licence = requireIssued(state);
  if (licence.status !== 'active' || effectiveStatus(licence, data.now) !== 'expired') return [];
  return [{ type: 'LicenceExpired', data: { expiredAt: data.now } }];
}

/** A renewal runs on from the current expiry while active, from now once expired. */
function extend({ data }: ExtendLicence, state: Licence): LicenceEvent[] {
  const licence = requireIssued(state);
  if (licence.status === 'revoked') throw licenceError.revoked();
  if (!Number.isInteger(data.days) || data.days < 1) throw licenceError.invalidDuration();
  const active = effectiveStatus(licence, data.now) === 'active';
  const from = active && licence.expiresAt !== null ? licence.expiresAt : data.now;
  return [
    {
      type: 'LicenceExtended',
      data: {
        previousExpiresAt: licence.expiresAt,
        expiresAt: addDays(from, data.days),
        days: data.days,
        orderId: data.orderId,
        extendedAt: data.now,
      },
    },
  ];
}

/** A licence without an expiry, or revoked, keeps what it has; replays are kept out by event ids. */
function shorten({ data }: ShortenLicence, state: Licence): LicenceEvent[] {
  const licence = requireIssued(state);
  if (licence.status === 'revoked' || licence.expiresAt === null) return [];
  if (!Number.isInteger(data.days) || data.days < 1) throw licenceError.invalidDuration();
  return [
    {
      type: 'LicenceShortened',
      data: {
        previousExpiresAt: licence.expiresAt,
        expiresAt: addDays(licence.expiresAt, -data.days),
        days: data.days,
        orderId: data.orderId,
        shortenedAt: data.now,
      },
    },
  ];
}

export function decideLicence(command: LicenceCommand, state: Licence): LicenceEvent[] {
  switch (command.type) {
    case 'ShortenLicence':
      return shorten(command, state);
    case 'IssueLicence':
      return issue(command, state);
    case 'ChangeAccountNumber':
      return changeAccountNumber(command, state);
    case 'RevokeLicence':
      return revoke(command, state);
    case 'ExpireLicence':
      return expire(command, state);
    case 'ExtendLicence':
      return extend(command, state);
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
}

/** Owner changes left, never below zero. */
export function changesRemaining(licence: IssuedLicence, allowance: number): number {
  return Math.max(0, allowance - licence.userChanges);
}

export const licenceDecider: Decider<Licence, LicenceCommand, LicenceEvent> = {
  initialState: initialLicence,
  evolve: evolveLicence,
  decide: decideLicence,
};
