// Ledger money as admins read it: USD cents written as dollars with exactly 2 decimals (spec §9 'money in
// USD'), and plain decimals for a spreadsheet to add up.

const usd = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `4900` → `49.00 USD`, `-13200` → `-132.00 USD`, `123456789` → `1,234,567.89 USD`. */
export function formatCents(cents: number): string {
  return `${usd.format(cents / 100)} USD`;
}

/** `4900` → `49.00`; no grouping, for CSV cells. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}
