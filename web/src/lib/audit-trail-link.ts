// The address of a history in the admin console: its Audit Trail section (/admin/audit), narrowed by
// filters carried in the query string, so any admin screen can link an entity's history and the view
// survives a reload or a new browser tab.

/** The Audit Trail section's own address. */
export const AUDIT_TRAIL_PATH = '/admin/audit';

/** The Audit Trail's filters, named as GET /api/audit and the address name them. */
export const AUDIT_FILTER_KEYS = ['category', 'entityId', 'userId', 'type', 'q'] as const;
export type AuditFilterKey = (typeof AUDIT_FILTER_KEYS)[number];
export type AuditTrailFilters = Partial<Record<AuditFilterKey, string>>;

/** `?category=licence&entityId=…`, or '' without filters: the filters that have a value, encoded. */
export function auditTrailSearch(filters: AuditTrailFilters): string {
  const params = new URLSearchParams();
  for (const key of AUDIT_FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** `/admin/audit?category=licence&entityId=…`: the section, already filtered. */
export function auditTrailHref(filters: AuditTrailFilters): string {
  return `${AUDIT_TRAIL_PATH}${auditTrailSearch(filters)}`;
}
