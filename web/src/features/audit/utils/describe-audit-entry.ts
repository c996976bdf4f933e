// An audit entry in words for the table: the event type as a phrase, who did it, which entity, and a
// one-line summary of the data it recorded (the full data is shown on demand).
import type { AuditEntryView } from '../api/get-audit-trail';

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

/** The first eight characters of a long id: enough to tell entities apart at a glance. */
export function shortId(id: string): string {
  return id.length > 8 ? id.slice(0, 8) : id;
}

/** `Licence 5a3e7f10` */
export function describeEntity({ type, id }: AuditEntryView['entity']): string {
  const kind = type.charAt(0).toUpperCase() + type.slice(1);
  return id ? `${kind} ${shortId(id)}` : kind;
}

const SUMMARY_FIELDS = 4;
const SUMMARY_TEXT_LENGTH = 32;
/** Ids, times and who-did-it: the other columns tell these, so they come last in a summary. */
const BOOKKEEPING_FIELD = /^id$|(Id|At|By)$/;

/**
 * `accountNumber: 31337, durationDays: 30, … +2 more`: the fields that say what changed first (the log
 * stores data with its keys in no meaningful order), nested values only sized up.
 */
export function summariseData(data: Record<string, unknown>): string {
  const entries = Object.entries(data);
  if (entries.length === 0) return 'No data';
  const telling = [
    ...entries.filter(([key]) => !BOOKKEEPING_FIELD.test(key)),
    ...entries.filter(([key]) => BOOKKEEPING_FIELD.test(key)),
  ];
  const shown = telling.slice(0, SUMMARY_FIELDS).map(([key, value]) => `${key}: ${summariseValue(value)}`);
  const more = entries.length - SUMMARY_FIELDS;
  return more > 0 ? `${shown.join(', ')} +${more} more` : shown.join(', ');
}

function summariseValue(value: unknown): string {
  if (Array.isArray(value)) return `[${value.length} ${value.length === 1 ? 'item' : 'items'}]`;
  if (value !== null && typeof value === 'object') return '{…}';
  const text = String(value);
  return text.length > SUMMARY_TEXT_LENGTH ? `${text.slice(0, SUMMARY_TEXT_LENGTH - 1)}…` : text;
}
