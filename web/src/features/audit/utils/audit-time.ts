// When an event happened, for the admin reading it: how long ago in words, and the exact time in the
// browser's own time zone (with the zone's name) for the hover.

const exactFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'long' });
const relativeFormat = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

const SECOND = 1000;
const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400 * SECOND],
  ['month', 30 * 86_400 * SECOND],
  ['week', 7 * 86_400 * SECOND],
  ['day', 86_400 * SECOND],
  ['hour', 3600 * SECOND],
  ['minute', 60 * SECOND],
];

/** `3 hours ago`, `yesterday`, `2 months ago`; under a minute, `just now`. */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return iso;
  const elapsed = now - at;
  for (const [unit, size] of UNITS) {
    if (Math.abs(elapsed) >= size) return relativeFormat.format(-Math.trunc(elapsed / size), unit);
  }
  return 'just now';
}

/** `Jan 12, 2026, 2:30:00 PM GMT+1`: the exact time in the browser's time zone. */
export function exactTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : exactFormat.format(date);
}
