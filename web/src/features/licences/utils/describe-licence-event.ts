// A licence event in words for the audit trail: what happened, the change it made, and the reason given.
// Unknown (future) event types still show their name.
import { formatDate } from '../../../lib/format';
import type { LicenceEventView } from '../api/get-licence-events';
import { LICENCE_SCREEN_MESSAGES } from '../messages';

type EventDetails = { what: string; change?: string; reason?: string };

/** The event in words; unknown future events still show their type, who and when. */
export function describeLicenceEvent({ type, data }: Pick<LicenceEventView, 'type' | 'data'>): EventDetails {
  const text = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : undefined);
  const value = (key: string) =>
    typeof data[key] === 'number' || typeof data[key] === 'string' ? String(data[key]) : '';
  const expiry = (key: string) => {
    const iso = text(key);
    return iso ? formatDate(iso) : LICENCE_SCREEN_MESSAGES.noExpiration;
  };
  switch (type) {
    case 'LicenceIssued':
      return {
        what: 'Issued',
        change: `Account ${value('accountNumber')}, ${value('durationDays')} days, expires ${expiry('expiresAt')}`,
      };
    case 'AccountNumberChanged':
      return {
        what: value('changedBy')
          ? `Account number changed (${value('changedBy')})`
          : 'Account number changed',
        change: `${value('from')} → ${value('to')}`,
        reason: text('reason'),
      };
    case 'LicenceRevoked':
      return { what: 'Revoked' };
    case 'LicenceExpired':
      return { what: 'Expired' };
    case 'LicenceExtended':
      return {
        what: 'Extended',
        change: `${value('days')} days: ${expiry('previousExpiresAt')} → ${expiry('expiresAt')}`,
      };
    default:
      return { what: type };
  }
}
