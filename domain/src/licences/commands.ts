// What may be asked of a licence. Ids, keys and `now` arrive from outside.
import type { Command } from '../core/message.js';
import type { ChangedBy } from './events.js';

export type IssueLicence = Command<
  'IssueLicence',
  {
    licenceId: string;
    licenseKey: string;
    userId: string;
    accountNumber: number;
    durationDays: number;
    source: 'admin' | 'order';
    orderId: string | null;
    issuedBy: string;
    now: string;
  }
>;
export type ChangeAccountNumber = Command<
  'ChangeAccountNumber',
  {
    accountNumber: number;
    reason: string | null;
    by: ChangedBy;
    /** The user asking; for `by: 'user'` it must be the licence's owner. */
    actorId: string;
    /** Changes an owner may make (spec: 3 by default); admins have no limit. */
    allowance: number;
    now: string;
  }
>;
export type RevokeLicence = Command<'RevokeLicence', { revokedBy: string; now: string }>;
export type ExpireLicence = Command<'ExpireLicence', { now: string }>;
export type ExtendLicence = Command<'ExtendLicence', { days: number; orderId: string | null; now: string }>;

/** A refunded renewal takes back the days it added (a refunded first purchase revokes instead). */
export type ShortenLicence = Command<'ShortenLicence', { days: number; orderId: string; now: string }>;

export type LicenceCommand =
  | ShortenLicence
  | IssueLicence
  | ChangeAccountNumber
  | RevokeLicence
  | ExpireLicence
  | ExtendLicence;
