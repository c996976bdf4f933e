// The bridge between `<input type="datetime-local">` (wall-clock time, no zone) and the ISO instants the
// API speaks: both directions read the wall clock in the browser's own time zone.

const pad = (value: number) => String(value).padStart(2, '0');

/** `2026-03-05T09:30`: what a datetime-local input shows for `date`, to the minute. */
export function toDateTimeLocal(date: Date): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The ISO instant a datetime-local value stands for; null when it holds no date. */
export function fromDateTimeLocal(value: string): string | null {
  // A date-time without an offset is local time (ECMAScript Date Time String Format); a bare date would be UTC.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
