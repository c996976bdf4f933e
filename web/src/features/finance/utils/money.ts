// Ledger money for a spreadsheet: USD cents as plain decimals to add up (shown amounts: lib/format's
// formatCents).

/** `4900` → `49.00`; no grouping, for CSV cells. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}
