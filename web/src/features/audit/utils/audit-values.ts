// Recorded values as people read them: cents as US dollars to the cent ('132.00 USD'), a discount's value
// by its type ('20 %' for 2000 hundredths of a percent, USD for a fixed amount) and times in the
// browser's time zone. Field names lose their unit suffix: `amountCents` reads `amount`.
import { formatCents, formatDateTime } from '../../../lib/format';

const CENTS_FIELD = /Cents$/;
const TIME_FIELD = /(At|^validFrom|^validUntil|^blockTime)$/;
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d/;
const SUMMARY_TEXT_LENGTH = 32;

/** `20 %` for 2000 hundredths of a percent, `12.5 %` for 1250. */
export function percentage(hundredths: number): string {
  return `${Number((hundredths / 100).toFixed(2))} %`;
}

/** The field's name as shown: `amountCents` → `amount`. */
export function fieldName(key: string): string {
  return CENTS_FIELD.test(key) && key.length > 5 ? key.replace(CENTS_FIELD, '') : key;
}

/** One recorded value in words; `data` is the event's whole data, which tells a discount value's type. */
export function fieldValue(key: string, value: unknown, data: Record<string, unknown>): string {
  if (typeof value === 'number') {
    if (CENTS_FIELD.test(key)) return formatCents(value);
    if (key === 'value' && data.type === 'percentage') return percentage(value);
    if (key === 'value' && data.type === 'fixed') return formatCents(value);
  }
  if (typeof value === 'string' && TIME_FIELD.test(key) && ISO_TIME.test(value)) return formatDateTime(value);
  if (Array.isArray(value)) return `[${value.length} ${value.length === 1 ? 'item' : 'items'}]`;
  if (value !== null && typeof value === 'object') return nestedValue(value as Record<string, unknown>);
  const text = String(value);
  return text.length > SUMMARY_TEXT_LENGTH ? `${text.slice(0, SUMMARY_TEXT_LENGTH - 1)}…` : text;
}

/** A nested record by what names it (a plan's name, a discount's code), else only sized up. */
function nestedValue(value: Record<string, unknown>): string {
  const name = value.code ?? value.name;
  return typeof name === 'string' ? name : '{…}';
}
