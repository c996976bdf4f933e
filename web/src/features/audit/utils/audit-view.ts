// The Audit Trail's view as the shared data table keeps it in the address (filters, the internal events
// switch, order and page), the GET /api/audit parameters it stands for, and its filters checked with the
// API's own query schema so one the server would refuse is told at its field instead of sent.
import { AUDIT_LIST_SORTS, type AuditListSortKey, auditQuerySchema } from '@shop/command-api/contracts';
import type { TableSort } from '../../../components/data-table/data-table-types';
import type { TableView } from '../../../components/data-table/use-table-view';
import { AUDIT_FILTER_KEYS } from '../../../lib/audit-trail-link';
import { localDayStart } from '../../../lib/local-day';

/** What the filter form sets: the five a link may carry, and a range of calendar days (`2026-03-01`). */
export const AUDIT_FORM_KEYS = [...AUDIT_FILTER_KEYS, 'from', 'to'] as const;
export type AuditFormKey = (typeof AUDIT_FORM_KEYS)[number];
export type AuditFormFilters = Partial<Record<AuditFormKey, string>>;
export type AuditFilterErrors = Partial<Record<AuditFormKey, string>>;

/** The address's filter parameters, in the order they are written: the form's, then `internal=1`. */
export const AUDIT_VIEW_FILTERS = [...AUDIT_FORM_KEYS, 'internal'] as const;
export type AuditViewFilter = (typeof AUDIT_VIEW_FILTERS)[number];
export type AuditView = TableView<AuditListSortKey, AuditViewFilter>;

export const AUDIT_SORTS: readonly AuditListSortKey[] = AUDIT_LIST_SORTS;
/** The trail's order when none is chosen: the newest first. */
export const DEFAULT_AUDIT_SORT: TableSort<AuditListSortKey> = { key: 'at', order: 'desc' };

export const AUDIT_FILTER_MESSAGES = {
  invalidDay: 'Enter a date',
  toBeforeFrom: 'To must be on or after From',
} as const;

/** Filters with their values trimmed and the empty ones left out, so equal views compare equal. */
export function normaliseFilters(filters: AuditFormFilters): AuditFormFilters {
  const normal: AuditFormFilters = {};
  for (const key of AUDIT_FORM_KEYS) {
    const value = filters[key]?.trim();
    if (value) normal[key] = value;
  }
  return normal;
}

export function sameFilters(a: AuditFormFilters, b: AuditFormFilters): boolean {
  const left = normaliseFilters(a);
  const right = normaliseFilters(b);
  return AUDIT_FORM_KEYS.every((key) => left[key] === right[key]);
}

export function hasFilters(filters: AuditFormFilters): boolean {
  return Object.keys(normaliseFilters(filters)).length > 0;
}

/** The view's form filters, without the internal events switch. */
export function formFilters(view: AuditView): AuditFormFilters {
  const { internal: _internal, ...filters } = view.filters;
  return filters;
}

export const showsInternal = (view: AuditView): boolean => view.filters.internal === '1';

/** The first message of GET /api/audit's schema for each filter it would refuse, and the days' own checks. */
export function checkAuditFilters(filters: AuditFormFilters): AuditFilterErrors {
  const normal = normaliseFilters(filters);
  const errors: AuditFilterErrors = { ...checkDays(normal) };
  const { from: _from, to: _to, ...linked } = normal;
  const parsed = auditQuerySchema.safeParse(linked);
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && (AUDIT_FORM_KEYS as readonly string[]).includes(key)) {
      errors[key as AuditFormKey] ??= issue.message;
    }
  }
  return errors;
}

function checkDays({ from, to }: AuditFormFilters): AuditFilterErrors {
  const errors: AuditFilterErrors = {};
  const start = from ? localDayStart(from) : undefined;
  const end = to ? localDayStart(to, 1) : undefined;
  if (start === null) errors.from = AUDIT_FILTER_MESSAGES.invalidDay;
  if (end === null) errors.to = AUDIT_FILTER_MESSAGES.invalidDay;
  if (start && end && start >= end) errors.to = AUDIT_FILTER_MESSAGES.toBeforeFrom;
  return errors;
}

/**
 * GET /api/audit's parameters for the view, without its page: the filters that are set (the days as the
 * instants they start and end in the admin's zone), `include=internal` with the switch on, then the order.
 */
export function auditApiParams(view: AuditView): URLSearchParams {
  const filters = normaliseFilters(view.filters);
  const params = new URLSearchParams();
  for (const key of AUDIT_FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  const from = filters.from ? localDayStart(filters.from) : null;
  const to = filters.to ? localDayStart(filters.to, 1) : null;
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  if (showsInternal(view)) params.set('include', 'internal');
  if (view.sort) {
    params.set('sort', view.sort.key);
    params.set('order', view.sort.order);
  }
  return params;
}
