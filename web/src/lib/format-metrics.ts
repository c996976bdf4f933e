// Trading figures as spec §9 'Display' has them: percentages with 2 decimals and a plus sign when positive,
// money in USD, fixed decimals (1 for trades per day and trade length, 5 for prices, 2 for profit) and the
// age of the last update in hours. Shared by the landing page's performance section and admin monitoring.

/** Shown where a figure has no value yet (no closed trade, no heartbeat). */
export const NO_VALUE = '—';

const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(digits: number, signed: boolean): Intl.NumberFormat {
  const key = `${digits}:${signed}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      // 'negative' and 'exceptZero' both keep a value that rounds to zero from showing as '-0.00'.
      signDisplay: signed ? 'exceptZero' : 'negative',
    });
    formatters.set(key, format);
  }
  return format;
}

const isNumber = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** `1,234.5` with `digits` decimals: `formatFixed(1.085123, 5)` → `1.08512`; null → `—`. */
export function formatFixed(value: number | null | undefined, digits: number): string {
  return isNumber(value) ? numberFormat(digits, false).format(value) : NO_VALUE;
}

/** A count with its unit: `1 day`, `12 days`, `2.5 hours`, `1.0 hour`. */
export function formatQuantity(
  value: number | null | undefined,
  digits: number,
  one: string,
  many: string,
): string {
  const count = formatFixed(value, digits);
  if (count === NO_VALUE) return NO_VALUE;
  return `${count} ${count === formatFixed(1, digits) ? one : many}`;
}

/** A change in per cent: `+12.35%`, `0.00%`, `-1.50%`. */
export function formatSignedPercent(value: number | null | undefined): string {
  return isNumber(value) ? `${numberFormat(2, true).format(value)}%` : NO_VALUE;
}

/** A share in per cent, which has no direction (win rate, drawdown): `62.50%`. */
export function formatPercent(value: number | null | undefined): string {
  return isNumber(value) ? `${numberFormat(2, false).format(value)}%` : NO_VALUE;
}

/** Money in USD with cents: `10,234.50 USD`, `-12.00 USD`. */
export function formatMoney(value: number | null | undefined): string {
  return isNumber(value) ? `${numberFormat(2, false).format(value)} USD` : NO_VALUE;
}

/** A profit factor of 1 or more means the gains cover the losses: shown in green, below 1 in red. */
export function profitFactorTone(value: number | null | undefined): 'positive' | 'negative' | undefined {
  if (!isNumber(value)) return undefined;
  return value >= 1 ? 'positive' : 'negative';
}

const HOUR_MS = 3_600_000;

/** How long ago `iso` was, in whole hours: 'Less than 1 hour ago', '1 hour ago', 'N hours ago'. */
export function formatUpdateAge(iso: string | null | undefined, now: number = Date.now()): string {
  const time = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(time)) return NO_VALUE;
  // A clock slightly ahead of ours reads as just now rather than as a negative age.
  const hours = Math.floor(Math.max(0, now - time) / HOUR_MS);
  if (hours < 1) return 'Less than 1 hour ago';
  if (hours === 1) return '1 hour ago';
  return `${hours} hours ago`;
}
