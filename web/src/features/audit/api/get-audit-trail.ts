// GET /api/audit (admin): the audit trail, newest first, 25 events a page, narrowed by the view's filters;
// business events only unless the internal ones are asked for (include=internal).
import type { auditResponseSchema } from '@shop/command-api/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { AUDIT_FILTER_KEYS } from '../../../lib/audit-trail-link';
import type { AuditView } from '../utils/audit-view';

export type AuditPage = Omit<ReturnType<typeof auditResponseSchema.parse>, 'success'>;
export type AuditEntryView = AuditPage['events'][number];

export const AUDIT_PAGE_SIZE = 25;

/** `/audit?category=licence&entityId=…&page=1&limit=25`: the filters that are set, then the page. */
export function auditTrailPath({ filters, page }: AuditView, internal = false): string {
  const params = new URLSearchParams();
  for (const key of AUDIT_FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (internal) params.set('include', 'internal');
  params.set('page', String(page));
  params.set('limit', String(AUDIT_PAGE_SIZE));
  return `/audit?${params}`;
}

export async function getAuditTrail(
  view: AuditView,
  internal: boolean,
  signal?: AbortSignal,
): Promise<AuditPage> {
  const { events, pagination } = await apiClient.get<AuditPage>(auditTrailPath(view, internal), { signal });
  return { events, pagination };
}

export const auditTrailQueryOptions = (view: AuditView, internal: boolean) =>
  queryOptions({
    queryKey: ['audit', view.filters, view.page, internal],
    queryFn: ({ signal }) => getAuditTrail(view, internal, signal),
    // The log only grows: each visit reads it again.
    staleTime: 0,
  });

/** The previous page stays on screen while the next one loads, so the table does not flash empty. */
export function useAuditTrail(
  view: AuditView,
  { enabled, internal }: { enabled: boolean; internal: boolean },
) {
  return useQuery({ ...auditTrailQueryOptions(view, internal), enabled, placeholderData: keepPreviousData });
}
