// GET /api/audit (admin): the audit trail, newest first unless another order is chosen, 25 events a page,
// narrowed by the view's filters; business events only unless the internal ones are asked for
// (include=internal).
import type { auditResponseSchema } from '@shop/command-api/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { type AuditView, auditApiParams } from '../utils/audit-view';

export type AuditPage = Omit<ReturnType<typeof auditResponseSchema.parse>, 'success'>;
export type AuditEntryView = AuditPage['events'][number];

export const AUDIT_PAGE_SIZE = 25;

/** `/audit?category=licence&entityId=…&page=1&limit=25`: the filters that are set, the order, then the page. */
export function auditTrailPath(view: AuditView): string {
  const params = auditApiParams(view);
  params.set('page', String(view.page));
  params.set('limit', String(AUDIT_PAGE_SIZE));
  return `/audit?${params}`;
}

export async function getAuditTrail(view: AuditView, signal?: AbortSignal): Promise<AuditPage> {
  const { events, pagination } = await apiClient.get<AuditPage>(auditTrailPath(view), { signal });
  return { events, pagination };
}

export const auditTrailQueryOptions = (view: AuditView) =>
  queryOptions({
    queryKey: ['audit', view],
    queryFn: ({ signal }) => getAuditTrail(view, signal),
    // The log only grows: each visit reads it again.
    staleTime: 0,
  });

/** The previous page stays on screen while the next one loads, so the table does not flash empty. */
export function useAuditTrail(view: AuditView, { enabled }: { enabled: boolean }) {
  return useQuery({ ...auditTrailQueryOptions(view), enabled, placeholderData: keepPreviousData });
}
