// The address of a history in the admin panel: its Audit Trail tab, narrowed by filters carried in the
// query string, so any admin screen can link an entity's history and the view survives a reload.

/** The admin panel keeps its selected tab in this query parameter. */
export const ADMIN_TAB_PARAM = 'tab';
export const AUDIT_TAB_ID = 'audit';

/** The Audit Trail's filters, named as GET /api/audit and the address name them. */
export const AUDIT_FILTER_KEYS = ['category', 'entityId', 'userId', 'type', 'q'] as const;
export type AuditFilterKey = (typeof AUDIT_FILTER_KEYS)[number];
export type AuditTrailFilters = Partial<Record<AuditFilterKey, string>>;

/**
 * `?tab=audit&category=licence&entityId=…`: only a query string, so the panel keeps its page (/admin or
 * /dashboard). Empty filters are left out.
 */
export function auditTrailSearch(filters: AuditTrailFilters): string {
  const params = new URLSearchParams({ [ADMIN_TAB_PARAM]: AUDIT_TAB_ID });
  for (const key of AUDIT_FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return `?${params}`;
}
