// An audit entry in words for the table: the event type as a phrase, who did it (the entity is named by
// the API, as people say it), and a one-line summary of the data it recorded (the raw event is shown on demand).
import type { AuditEntryView } from '../api/get-audit-trail';
import { fieldName, fieldValue } from './audit-values';

/** `LicenceIssued` → `Licence issued`. */
export function eventTypeInWords(type: string): string {
  const words = type.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z0-9]+/g);
  if (!words) return type;
  const phrase = words.map((word, index) => (index > 0 && !isAcronym(word) ? word.toLowerCase() : word));
  return phrase.join(' ');
}

function isAcronym(word: string): boolean {
  return word.length > 1 && word === word.toUpperCase() && /[A-Z]/.test(word);
}

/** The name the API found for the actor, with their role ('boss', 'admin'); otherwise the actor as recorded. */
export function describeActor({ actor, actorName }: Pick<AuditEntryView, 'actor' | 'actorName'>): {
  name: string;
  role?: string;
} {
  if (!actorName) return { name: actor };
  const colon = actor.indexOf(':');
  return colon > 0 ? { name: actorName, role: actor.slice(0, colon) } : { name: actorName };
}

const SUMMARY_FIELDS = 4;
/** Ids, times and who-did-it: the other columns tell these, so they come last in a summary. */
const BOOKKEEPING_FIELD = /^id$|(Id|At|By)$/;

/**
 * `accountNumber: 31337, amount: 132.00 USD, … +2 more`: the fields that say what changed first (the log
 * stores data with its keys in no meaningful order), each value as people read it.
 */
export function summariseData(data: Record<string, unknown>): string {
  const entries = Object.entries(data);
  if (entries.length === 0) return 'No data';
  const telling = [
    ...entries.filter(([key]) => !BOOKKEEPING_FIELD.test(key)),
    ...entries.filter(([key]) => BOOKKEEPING_FIELD.test(key)),
  ];
  const shown = telling
    .slice(0, SUMMARY_FIELDS)
    .map(([key, value]) => `${fieldName(key)}: ${fieldValue(key, value, data)}`);
  const more = entries.length - SUMMARY_FIELDS;
  return more > 0 ? `${shown.join(', ')} +${more} more` : shown.join(', ');
}
