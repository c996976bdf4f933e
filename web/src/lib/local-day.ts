// Calendar days as a date input holds them (`2026-03-01`), read in the browser's own time zone: the
// instant a day starts, for the API's time ranges (from inclusive, to exclusive).

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The ISO instant of local midnight starting `day` plus `days`; null when `day` is not a calendar day. */
export function localDayStart(day: string, days = 0): string | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const start = new Date(year, month, date);
  // `2026-02-31` would roll over into March: not a day of the calendar.
  if (start.getFullYear() !== year || start.getMonth() !== month || start.getDate() !== date) return null;
  start.setDate(date + days);
  return start.toISOString();
}
