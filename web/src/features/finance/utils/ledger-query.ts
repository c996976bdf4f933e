// The Finance tab's filters: the form's values as typed (calendar days, a local date-time) and the query the
// ledger and revenue calls take (ISO instants), with the form's checks. Days are the admin's own: From is
// the start of that day, To the end of that day (the API's `to` is exclusive, so the next midnight).
import type { LedgerEntry } from '@shop/command-api/contracts';
import type { Network, PlanType } from '@shop/domain';
import { fromDateTimeLocal } from '../../../lib/datetime-local';

export type FinanceFilterValues = {
  /** `2026-03-01`, as a date input holds it; empty for no bound. */
  from: string;
  to: string;
  /** `2026-03-15T09:30`, as a datetime-local input holds it; empty for now. */
  asOf: string;
  kind: LedgerEntry['kind'] | '';
  network: Network | '';
  planType: PlanType | '';
  discountCode: string;
};

export const EMPTY_FILTERS: FinanceFilterValues = {
  from: '',
  to: '',
  asOf: '',
  kind: '',
  network: '',
  planType: '',
  discountCode: '',
};

/** The filters of GET /api/finance/ledger and /revenue, in the order they are sent; unset ones left out. */
export const LEDGER_QUERY_KEYS = [
  'from',
  'to',
  'asOf',
  'kind',
  'network',
  'planType',
  'discountCode',
] as const;
export type LedgerQuery = Partial<Record<(typeof LEDGER_QUERY_KEYS)[number], string>>;

export type FilterErrors = Partial<Record<'from' | 'to' | 'asOf' | 'discountCode', string>>;

/** The server's limit on a discount code filter (ledgerQuerySchema). */
const DISCOUNT_CODE_MAX = 32;

export const FILTER_MESSAGES = {
  invalidDate: 'Enter a date',
  toBeforeFrom: 'To must be on or after From',
  invalidAsOf: 'As of must be a date and time',
  discountTooLong: `Discount code must be at most ${DISCOUNT_CODE_MAX} characters`,
} as const;

/** Local midnight starting the calendar day `2026-03-01` (plus `days`), as an ISO instant; null if no date. */
function localMidnight(day: string, days = 0): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function toLedgerQuery(
  values: FinanceFilterValues,
): { ok: true; query: LedgerQuery } | { ok: false; errors: FilterErrors } {
  const errors: FilterErrors = {};
  const from = values.from ? localMidnight(values.from) : undefined;
  const to = values.to ? localMidnight(values.to, 1) : undefined;
  const asOf = values.asOf ? fromDateTimeLocal(values.asOf) : undefined;
  const discountCode = values.discountCode.trim().toUpperCase();
  if (from === null) errors.from = FILTER_MESSAGES.invalidDate;
  if (to === null) errors.to = FILTER_MESSAGES.invalidDate;
  if (from && to && from >= to) errors.to = FILTER_MESSAGES.toBeforeFrom;
  if (asOf === null) errors.asOf = FILTER_MESSAGES.invalidAsOf;
  if (discountCode.length > DISCOUNT_CODE_MAX) errors.discountCode = FILTER_MESSAGES.discountTooLong;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const query: LedgerQuery = {
    from: from ?? undefined,
    to: to ?? undefined,
    asOf: asOf ?? undefined,
    kind: values.kind || undefined,
    network: values.network || undefined,
    planType: values.planType || undefined,
    discountCode: discountCode || undefined,
  };
  return { ok: true, query };
}

/** The query's set filters as URL parameters, always in the same order. */
export function ledgerSearchParams(query: LedgerQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of LEDGER_QUERY_KEYS) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  return params;
}
