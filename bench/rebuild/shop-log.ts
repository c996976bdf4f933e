// The shop's business events for one day (domain/src/*/events.ts shapes), scaled by the number of
// robots reporting. At the 40 robots of a 1,000,000-event log, per day: 27 sign-ups, 270 logins, 5.5
// orders (85 % paid), 3.6 support tickets, a few account-number changes, resets, revocations and
// deletions, a new discount code every five days: about 420 events, 6 % of a day's log (the robots
// write the rest). Flows start before 18:00 so a day's events never run into the next day.
import { randomBytes } from 'node:crypto';
import type {
  AccountNumberChanged,
  EmailVerificationRequested,
  LicenceExpired,
  LicenceIssued,
  LicenceRevoked,
  UserDeleted,
  UserRegistered,
} from '@shop/domain';
import { licenceKeyFromRandom, licenceKeyReservation, licenceStream, userStream } from '@shop/domain';
import {
  emailReservation,
  newId,
  RESERVATION_CLAIMED,
  RESERVATION_RELEASED,
  usernameReservation,
} from '@shop/infra';
import type { LogEvent } from './log-writer.js';
import { pick, type Random, stamp, times } from './random.js';
import { discountEvents, orderEvents, ticketEvents } from './shop-flows.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Mean events of each kind per day with 40 robots reporting; scaled linearly with the robots. */
const DAILY = {
  signUps: 27,
  logins: 270,
  logouts: 20,
  passwordResets: 3,
  orders: 5.5,
  accountChanges: 2,
  tickets: 3.6,
  discounts: 0.2,
  revocations: 0.1,
  deletions: 0.1,
};

export interface ShopUser {
  id: string;
  username: string;
  email: string;
  verified: boolean;
  deleted: boolean;
}

export interface ShopLicence {
  id: string;
  userId: string;
  licenseKey: string;
  accountNumber: number;
  expiresAt: number | null;
  status: 'active' | 'expired' | 'revoked';
}

export class Shop {
  readonly users: ShopUser[] = [];
  readonly licences: ShopLicence[] = [];
  readonly discounts: { id: string; code: string; active: boolean }[] = [];
  /** Accounts deleted: their data keys are destroyed once the log is written. */
  readonly deleted: string[] = [];
  admin!: ShopUser;
  ticketNumber = 0;
  addressIndex = { TRC20: 0, BEP20: 0 };

  constructor(
    readonly random: Random,
    private readonly scale: number,
  ) {}

  /** The first admin, then `robots` customers each given a year's licence by the admin. */
  open(start: number, robots: number): { events: LogEvent[]; licences: ShopLicence[] } {
    const { user, events } = this.signUp(start);
    this.admin = user;
    for (let i = 0; i < robots; i += 1) {
      const customer = this.signUp(start + 1_000 * (i + 1));
      const issued = this.issueLicence(start + HOUR + i, customer.user.id, 365, null, this.admin.id);
      events.push(...customer.events, ...issued);
    }
    return { events, licences: this.licences.slice() };
  }

  /** A day of business from `dayStart`, unsorted. */
  day(dayStart: number): LogEvent[] {
    const events: LogEvent[] = [];
    const at = () => dayStart + Math.floor(this.random() * 18 * HOUR);
    const repeat = (rate: number, make: (t: number) => LogEvent[]) => {
      for (let i = times(rate * this.scale, this.random); i > 0; i -= 1) events.push(...make(at()));
    };
    repeat(DAILY.signUps, (t) => this.signUp(t).events);
    repeat(DAILY.logins, (t) =>
      this.userEvent(t, 'UserLoggedIn', { method: 'password', loggedInAt: iso(t) }),
    );
    repeat(DAILY.logouts, (t) => this.userEvent(t, 'UserLoggedOut', { loggedOutAt: iso(t) }));
    repeat(DAILY.passwordResets, (t) => this.passwordReset(t));
    repeat(DAILY.orders, (t) => orderEvents(this, t));
    repeat(DAILY.accountChanges, (t) => this.accountChange(t));
    repeat(DAILY.tickets, (t) => ticketEvents(this, t));
    repeat(DAILY.discounts, (t) => discountEvents(this, t));
    repeat(DAILY.revocations, (t) => this.revoke(t, this.activeLicence(), `admin:${this.admin.id}`));
    repeat(DAILY.deletions, (t) => this.deleteAccount(t));
    events.push(...this.expire(dayStart + DAY));
    return events;
  }

  /** A verified, not deleted account, if one is found quickly. */
  member(): ShopUser | undefined {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const user = pick(this.users, this.random);
      if (user.verified && !user.deleted && user !== this.admin) return user;
    }
    return undefined;
  }

  activeLicence(userId?: string): ShopLicence | undefined {
    if (userId) return this.licences.find((l) => l.userId === userId && l.status === 'active');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const licence = pick(this.licences, this.random);
      if (licence?.status === 'active') return licence;
    }
    return undefined;
  }

  /** A licence as an admin or the payment reactor issues it, with its key's reservation. */
  issueLicence(t: number, userId: string, days: number, orderId: string | null, by: string): LogEvent[] {
    const licence: ShopLicence = {
      id: newId(),
      licenseKey: licenceKeyFromRandom(randomBytes(64))!,
      userId,
      accountNumber: 10_000_000 + Math.floor(this.random() * 89_999_999),
      expiresAt: t + days * DAY,
      status: 'active',
    };
    this.licences.push(licence);
    const { licenseKey } = licence;
    const actor = orderId ? 'system:payments' : (`admin:${by}` as const);
    const data: LicenceIssued['data'] = {
      licenceId: licence.id,
      licenseKey,
      userId,
      accountNumber: licence.accountNumber,
      durationDays: days,
      expiresAt: iso(licence.expiresAt!),
      source: orderId ? 'order' : 'admin',
      orderId,
      issuedBy: by,
      issuedAt: iso(t),
    };
    return [
      stamp(licenceKeyReservation(licenseKey), RESERVATION_CLAIMED, { ownerId: licence.id }, actor, t),
      stamp(licenceStream(licence.id), 'LicenceIssued', data, actor, t + 1),
    ];
  }

  signUp(t: number): { user: ShopUser; events: LogEvent[] } {
    const n = this.users.length;
    const user: ShopUser = {
      id: newId(),
      username: `trader${n}`,
      email: `trader${n}@example.com`,
      verified: n === 0 || this.random() < 0.85,
      deleted: false,
    };
    this.users.push(user);
    const registered: UserRegistered['data'] = {
      userId: user.id,
      username: user.username,
      email: user.email,
      passwordHash: `$2b$12$${randomBytes(40).toString('base64').slice(0, 53)}`,
      method: 'password',
      googleSubject: null,
      roles: n === 0 ? ['admin', 'user'] : ['user'],
      emailVerified: n === 0,
      registeredAt: iso(t),
    };
    const token: EmailVerificationRequested['data'] = {
      tokenId: newId(),
      tokenHash: randomBytes(32).toString('hex'),
      requestedAt: iso(t),
      expiresAt: iso(t + 24 * HOUR),
    };
    const stream = userStream(user.id);
    const events = [
      stamp(emailReservation(user.email), RESERVATION_CLAIMED, { ownerId: user.id }, 'anonymous', t),
      stamp(usernameReservation(user.username), RESERVATION_CLAIMED, { ownerId: user.id }, 'anonymous', t),
      stamp(stream, 'UserRegistered', registered, 'anonymous', t + 1),
      stamp(stream, 'EmailVerificationRequested', token, 'anonymous', t + 2),
    ];
    if (user.verified && n > 0) {
      const verifiedAt = t + 10 * 60_000;
      events.push(stamp(stream, 'EmailVerified', { verifiedAt: iso(verifiedAt) }, 'anonymous', verifiedAt));
      events.push(...this.userEvent(verifiedAt + 30_000, 'UserLoggedIn', { method: 'password' }, user));
    }
    return { user, events };
  }

  private userEvent(t: number, type: string, data: object, user = this.member()): LogEvent[] {
    if (!user) return [];
    const body = type === 'UserLoggedIn' ? { ...data, loggedInAt: iso(t) } : data;
    return [stamp(userStream(user.id), type, body, `user:${user.id}`, t)];
  }

  private passwordReset(t: number): LogEvent[] {
    const user = this.member();
    if (!user) return [];
    const stream = userStream(user.id);
    const done = t + 15 * 60_000;
    return [
      stamp(
        stream,
        'PasswordResetRequested',
        {
          tokenId: newId(),
          tokenHash: randomBytes(32).toString('hex'),
          requestedAt: iso(t),
          expiresAt: iso(t + HOUR),
        },
        'anonymous',
        t,
      ),
      stamp(
        stream,
        'PasswordResetCompleted',
        { passwordHash: `$2b$12$${randomBytes(40).toString('base64').slice(0, 53)}`, completedAt: iso(done) },
        'anonymous',
        done,
      ),
    ];
  }

  private accountChange(t: number): LogEvent[] {
    const licence = this.activeLicence();
    if (!licence) return [];
    const byUser = this.random() < 0.8;
    const data: AccountNumberChanged['data'] = {
      from: licence.accountNumber,
      to: licence.accountNumber + 1,
      changedBy: byUser ? 'user' : 'admin',
      changedById: byUser ? licence.userId : this.admin.id,
      reason: this.random() < 0.5 ? 'Moved to another broker' : null,
      changedAt: iso(t),
      ownerId: licence.userId,
    };
    licence.accountNumber += 1;
    const actor = byUser ? (`user:${licence.userId}` as const) : (`admin:${this.admin.id}` as const);
    return [stamp(licenceStream(licence.id), 'AccountNumberChanged', data, actor, t)];
  }

  revoke(t: number, licence: ShopLicence | undefined, actor: `admin:${string}` | `system:${string}`) {
    if (licence?.status !== 'active') return [];
    licence.status = 'revoked';
    const data: LicenceRevoked['data'] = {
      revokedBy: actor.startsWith('admin:') ? actor.slice('admin:'.length) : actor,
      revokedAt: iso(t),
    };
    return [stamp(licenceStream(licence.id), 'LicenceRevoked', data, actor, t)];
  }

  /** A deleted account: its names freed, its licences revoked, its key destroyed at the end. */
  private deleteAccount(t: number): LogEvent[] {
    const user = this.member();
    if (!user) return [];
    user.deleted = true;
    this.deleted.push(user.id);
    const deleted: UserDeleted['data'] = { deletedAt: iso(t) };
    const system = 'system:account-erasure' as const;
    const events = [
      stamp(userStream(user.id), 'UserDeleted', deleted, `admin:${this.admin.id}`, t),
      stamp(emailReservation(user.email), RESERVATION_RELEASED, { ownerId: user.id }, system, t + 100),
      stamp(usernameReservation(user.username), RESERVATION_RELEASED, { ownerId: user.id }, system, t + 101),
    ];
    for (const licence of this.licences.filter((l) => l.userId === user.id)) {
      events.push(...this.revoke(t + 200, licence, system));
    }
    return events;
  }

  /** Licences whose time ran out before `until`, as the expiry task records them. */
  private expire(until: number): LogEvent[] {
    const events: LogEvent[] = [];
    for (const licence of this.licences) {
      if (licence.status !== 'active' || licence.expiresAt === null || licence.expiresAt >= until) continue;
      licence.status = 'expired';
      const data: LicenceExpired['data'] = { expiredAt: iso(licence.expiresAt) };
      events.push(
        stamp(licenceStream(licence.id), 'LicenceExpired', data, 'system:licence-expiry', until - 1),
      );
    }
    return events;
  }
}

export const iso = (ms: number) => new Date(ms).toISOString();
