// GET /api/licenses (admin) a page at a time: filtered, sorted and paged by the server, 25 a page (the CSV
// export of the same view is the server's: lib/download-export).
import type { LicenceListSortKey, licencesResponseSchema } from '@shop/command-api/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type TableView, tableViewParams } from '../../../components/data-table/use-table-view';
import { apiClient } from '../../../lib/api-client';
import { licencesQueryOptions } from '../../../lib/queries/get-licences';

export type LicenceFilter = 'status' | 'expiring' | 'q';
/** The address's filter parameters, in the order they are written. */
export const LICENCE_FILTERS: readonly LicenceFilter[] = ['status', 'expiring', 'q'];
export type LicencesView = TableView<LicenceListSortKey, LicenceFilter>;
type LicencesResponse = ReturnType<typeof licencesResponseSchema.parse>;
export type LicencesPage = Required<Omit<LicencesResponse, 'success'>>;

const LICENCES_PAGE_SIZE = 25;

/** Under the whole list's key, so whatever refreshes the licences refreshes the pages too. */
export const LICENCE_PAGES_KEY = [...licencesQueryOptions().queryKey, 'page'] as const;

/** `/licenses?status=active&sort=user&order=asc&page=1&limit=25`: the filters that are set, then the page. */
function adminLicencesPath(view: LicencesView): string {
  const params = tableViewParams(view, LICENCE_FILTERS);
  params.set('page', String(view.page));
  params.set('limit', String(LICENCES_PAGE_SIZE));
  return `/licenses?${params}`;
}

async function getAdminLicences(view: LicencesView, signal?: AbortSignal): Promise<LicencesPage> {
  const body = await apiClient.get<LicencesResponse>(adminLicencesPath(view), { signal });
  return { licenses: body.licenses, pagination: body.pagination! };
}

/** The previous page stays on screen while the next one loads, so the table does not flash empty. */
export function useAdminLicences(view: LicencesView) {
  return useQuery({
    queryKey: [...LICENCE_PAGES_KEY, view],
    queryFn: ({ signal }) => getAdminLicences(view, signal),
    placeholderData: keepPreviousData,
  });
}
