// Everything that can happen to a licence; the account-number changes are its audit trail.
import type { Event } from '../core/message.js';

export type ChangedBy = 'user' | 'admin';

export type LicenceIssued = Event<
  'LicenceIssued',
  {
    licenceId: string;
    licenseKey: string;
    userId: string;
    accountNumber: number;
    durationDays: number;
    /** null: no expiration. */
    expiresAt: string | null;
    source: 'admin' | 'order';
    orderId: string | null;
    issuedBy: string;
    issuedAt: string;
  }
>;
export type AccountNumberChanged = Event<
  'AccountNumberChanged',
  {
    from: number;
    to: number;
    changedBy: ChangedBy;
    changedById: string;
    reason: string | null;
    changedAt: string;
    /** The licence's owner, whose key protects the reason (absent on events older than erasure). */
    ownerId?: string;
  }
>;
export type LicenceRevoked = Event<'LicenceRevoked', { revokedBy: string; revokedAt: string }>;
export type LicenceExpired = Event<'LicenceExpired', { expiredAt: string }>;
export type LicenceExtended = Event<
  'LicenceExtended',
  {
    previousExpiresAt: string | null;
    expiresAt: string;
    days: number;
    orderId: string | null;
    extendedAt: string;
  }
>;

export type LicenceShortened = Event<
  'LicenceShortened',
  { previousExpiresAt: string; expiresAt: string; days: number; orderId: string; shortenedAt: string }
>;

export type LicenceEvent =
  | LicenceShortened
  | LicenceIssued
  | AccountNumberChanged
  | LicenceRevoked
  | LicenceExpired
  | LicenceExtended;
