// Dates and money as people read them: dates in their own time zone, all in the site's language (English).

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** `Mar 15, 2026` */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

/** `Mar 15, 2026, 2:30 PM` */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date);
}

const centsFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Spec §9 'money in USD', always to the cent: `49.00 USD`, `12.50 USD`, `1,200.00 USD`. */
export function formatUsd(amount: number): string {
  return formatAmount(amount, 'USD');
}

/** A sum to the cent, without its currency: `49.00`, `1,234.50`. */
export function formatFigure(amount: number): string {
  return centsFormat.format(amount);
}

/** An amount paid or refunded, to the cent: `49.00 USDT`, `1,234.50 USD`. */
export function formatAmount(amount: number, currency: string): string {
  return `${formatFigure(amount)} ${currency}`;
}

/** USD cents written as dollars to the cent: `4900` → `49.00 USD`, `-13200` → `-132.00 USD`. */
export function formatCents(cents: number): string {
  return formatAmount(cents / 100, 'USD');
}
