// The Audit Trail's view (filters and page) read from and written to the address, and checked with the
// API's own query schema so a filter the server would refuse is told at its field instead of sent.
import { auditQuerySchema } from '@shop/command-api/contracts';
import {
  AUDIT_FILTER_KEYS,
  type AuditFilterKey,
  type AuditTrailFilters,
  auditTrailSearch,
} from '../../../lib/audit-trail-link';

export type AuditView = { filters: AuditTrailFilters; page: number };
export type AuditFilterErrors = Partial<Record<AuditFilterKey, string>>;

const PAGE_PARAM = 'page';

/** Filters with their values trimmed and the empty ones left out, so equal views compare equal. */
export function normaliseFilters(filters: AuditTrailFilters): AuditTrailFilters {
  const normal: AuditTrailFilters = {};
  for (const key of AUDIT_FILTER_KEYS) {
    const value = filters[key]?.trim();
    if (value) normal[key] = value;
  }
  return normal;
}

export function sameFilters(a: AuditTrailFilters, b: AuditTrailFilters): boolean {
  const left = normaliseFilters(a);
  const right = normaliseFilters(b);
  return AUDIT_FILTER_KEYS.every((key) => left[key] === right[key]);
}

export function hasFilters(filters: AuditTrailFilters): boolean {
  return Object.keys(normaliseFilters(filters)).length > 0;
}

export function readAuditView(params: URLSearchParams): AuditView {
  const filters: AuditTrailFilters = {};
  for (const key of AUDIT_FILTER_KEYS) filters[key] = params.get(key) ?? undefined;
  const page = Number(params.get(PAGE_PARAM));
  return { filters: normaliseFilters(filters), page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The address's query string for a view: its filters, and the page after the first ('' for neither). */
export function auditViewSearch({ filters, page }: AuditView): string {
  const params = new URLSearchParams(auditTrailSearch(normaliseFilters(filters)));
  if (page > 1) params.set(PAGE_PARAM, String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The first message of GET /api/audit's schema for each filter it would refuse. */
export function checkAuditFilters(filters: AuditTrailFilters): AuditFilterErrors {
  const parsed = auditQuerySchema.safeParse(normaliseFilters(filters));
  const errors: AuditFilterErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && (AUDIT_FILTER_KEYS as readonly string[]).includes(key)) {
      errors[key as AuditFilterKey] ??= issue.message;
    }
  }
  return errors;
}
