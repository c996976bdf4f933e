// Puts a licence the API just returned into the cached lists, so the screens show it without a refetch.
import type { LicenceView } from '@shop/command-api/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { licencesQueryOptions } from '../../../lib/queries/get-licences';
import { myLicencesQueryOptions } from '../../../lib/queries/get-my-licences';
import { LICENCE_PAGES_KEY, type LicencesPage } from './get-admin-licences';

/** The list with `licence` in place of the entry with its id; lists without it are returned as they are. */
export function replaceLicence(list: LicenceView[] | undefined, licence: LicenceView) {
  return list?.map((entry) => (entry._id === licence._id ? licence : entry));
}

/** Replaces the licence wherever a list holds it: the owner's dashboard and the admin table alike. */
export function storeChangedLicence(queryClient: QueryClient, licence: LicenceView): void {
  queryClient.setQueryData(myLicencesQueryOptions().queryKey, (list) => replaceLicence(list, licence));
  queryClient.setQueryData(licencesQueryOptions().queryKey, (list) => replaceLicence(list, licence));
  queryClient.setQueriesData<LicencesPage>(
    { queryKey: LICENCE_PAGES_KEY },
    (page) => page && { ...page, licenses: replaceLicence(page.licenses, licence)! },
  );
  // Its history and audit trail gained an entry; they are fetched again when next shown.
  void queryClient.invalidateQueries({ queryKey: ['licences', 'detail', licence._id] });
}

/**
 * A newly issued licence joins the whole list (which stays unfetched if it was never loaded); the admin
 * table's pages are fetched again, as only the server knows where it falls among the filters and pages.
 */
export function storeIssuedLicence(queryClient: QueryClient, licence: LicenceView): void {
  queryClient.setQueryData(licencesQueryOptions().queryKey, (list) => list && [...list, licence]);
  void queryClient.invalidateQueries({ queryKey: LICENCE_PAGES_KEY });
}
