// The Finance tab's filters: the form's values as typed (calendar days, a local date-time), kept in the
// address under the API's names, and the query the ledger and revenue calls take (ISO instants), with the
// form's checks. Days are the admin's own: From is
// the start of that day, To the end of that day (the API's `to` is exclusive, so the next midnight).
import type { LedgerEntry } from '@shop/command-api/contracts';
import { NETWORKS, type Network, PLANS, type PlanType } from '@shop/domain';
import { fromDateTimeLocal } from '../../../lib/datetime-local';
import { localDayStart } from '../../../lib/local-day';
import { ENTRY_KIND_LABELS } from './finance-labels';

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
export type LedgerQueryKey = (typeof LEDGER_QUERY_KEYS)[number];
export type LedgerQuery = Partial<Record<LedgerQueryKey, string>>;

export type FilterErrors = Partial<Record<'from' | 'to' | 'asOf' | 'discountCode', string>>;

/** The server's limit on a discount code filter (ledgerQuerySchema). */
const DISCOUNT_CODE_MAX = 32;

export const FILTER_MESSAGES = {
  invalidDate: 'Enter a date',
  toBeforeFrom: 'To must be on or after From',
  invalidAsOf: 'As of must be a date and time',
  discountTooLong: `Discount code must be at most ${DISCOUNT_CODE_MAX} characters`,
} as const;

export function toLedgerQuery(
  values: FinanceFilterValues,
): { ok: true; query: LedgerQuery } | { ok: false; errors: FilterErrors } {
  const errors: FilterErrors = {};
  const from = values.from ? localDayStart(values.from) : undefined;
  const to = values.to ? localDayStart(values.to, 1) : undefined;
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

const KINDS: readonly string[] = Object.keys(ENTRY_KIND_LABELS);
const oneOf = <T extends string>(value: string | undefined, allowed: readonly string[]) =>
  (value !== undefined && allowed.includes(value) ? value : '') as T | '';

/** The form's values as the address holds them; a kind, network or plan the form does not offer reads unset. */
export function filterValuesOf(filters: Partial<Record<LedgerQueryKey, string>>): FinanceFilterValues {
  return {
    from: filters.from ?? '',
    to: filters.to ?? '',
    asOf: filters.asOf ?? '',
    kind: oneOf<LedgerEntry['kind']>(filters.kind, KINDS),
    network: oneOf<Network>(filters.network, NETWORKS),
    planType: oneOf<PlanType>(
      filters.planType,
      PLANS.map((plan) => plan.planType),
    ),
    discountCode: filters.discountCode ?? '',
  };
}

/** The values to keep in the address: the ones set, the discount code as sent. */
export function addressFiltersOf(values: FinanceFilterValues): Partial<Record<LedgerQueryKey, string>> {
  const filters: Partial<Record<LedgerQueryKey, string>> = {};
  for (const key of LEDGER_QUERY_KEYS) {
    const value = key === 'discountCode' ? values.discountCode.trim().toUpperCase() : values[key];
    if (value) filters[key] = value;
  }
  return filters;
}
