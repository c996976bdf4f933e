// The admin's Licenses section: the server-paged table with its filters and row actions, Export CSV (the
// filtered list in its order) and the Issue New License quick action; outcomes are told in a notice
// that fades. The view lives in the address (/admin/licenses?expiring=7), so links land filtered.
import {
  LICENCE_LIST_SORTS,
  LICENCE_NOTICES,
  type LicenceListSortKey,
  type LicenceView,
} from '@shop/command-api/contracts';
import { useState } from 'react';
import { tableViewParams, useTableView } from '../../../components/data-table/use-table-view';
import { ConsolePageActions } from '../../../components/layout/console-page-actions';
import { AdminLoadError } from '../../../components/ui/admin-load-error';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { Notice, useNotice } from '../../../components/ui/notice';
import { failureMessage } from '../../../lib/api-client';
import { downloadExport, EXPORT_PATHS } from '../../../lib/download-export';
import { LICENCE_FILTERS, useAdminLicences } from '../api/get-admin-licences';
import { useRevokeLicence } from '../api/revoke-licence';
import { LICENCE_SCREEN_MESSAGES } from '../messages';
import { ChangeAccountDialog } from './change-account-dialog';
import { IssueLicenceDialog } from './issue-licence-dialog';
import { LicenceHistoryDialog } from './licence-history-dialog';
import { LicencesFilters } from './licences-filters';
import { DEFAULT_LICENCE_SORT, LicencesTable } from './licences-table';

/** The licence as it was when its dialog opened; the page's copy replaces it once it changes. */
type OpenDialog = { kind: 'change' | 'history'; licence: LicenceView } | { kind: 'issue' } | null;

const SORTS: readonly LicenceListSortKey[] = LICENCE_LIST_SORTS;

export function LicencesTab() {
  const { view, setPage, sortBy, setFilter } = useTableView({
    sorts: SORTS,
    filters: LICENCE_FILTERS,
    defaultSort: DEFAULT_LICENCE_SORT,
  });
  const licences = useAdminLicences(view);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [notice, showNotice] = useNotice();
  const revoke = useRevokeLicence({
    onSuccess: () => showNotice(LICENCE_NOTICES.revoked),
    onError: (error) => showNotice(LICENCE_SCREEN_MESSAGES.revokeFailed(error.message), 'error'),
  });

  const onRevoke = (licence: LicenceView) => {
    if (!window.confirm(LICENCE_SCREEN_MESSAGES.revokeConfirm)) return;
    revoke.mutate(licence._id);
  };
  // Looked up on every render, so an open dialog shows the licence as the page has it now.
  const chosen =
    dialog && 'licence' in dialog
      ? (licences.data?.licenses.find((l) => l._id === dialog.licence._id) ?? dialog.licence)
      : undefined;
  const close = () => setDialog(null);
  const filtered = Object.keys(view.filters).length > 0;

  return (
    <div className="licences-tab">
      <ConsolePageActions>
        <button type="button" className="button button--primary" onClick={() => setDialog({ kind: 'issue' })}>
          Issue New License
        </button>
        <ExportCsvButton
          exportCsv={() => downloadExport(EXPORT_PATHS.licences, tableViewParams(view, LICENCE_FILTERS))}
          onError={(error) =>
            showNotice(
              failureMessage(
                error,
                LICENCE_SCREEN_MESSAGES.licencesLoadFailed,
                LICENCE_SCREEN_MESSAGES.licencesLoadFailed,
              ),
              'error',
            )
          }
        />
      </ConsolePageActions>
      <LicencesFilters view={view} onFilter={setFilter} />
      <Notice notice={notice} />
      <LicencesTable
        licences={licences.data?.licenses}
        pagination={licences.data?.pagination}
        sort={view.sort}
        onSort={sortBy}
        onPage={setPage}
        loading={licences.isPending}
        error={
          licences.isError && !licences.data ? (
            <AdminLoadError message={LICENCE_SCREEN_MESSAGES.licencesLoadFailed} />
          ) : undefined
        }
        emptyText={filtered ? 'No licenses match these filters' : 'No licenses found'}
        onChangeAccount={(licence) => setDialog({ kind: 'change', licence })}
        onRevoke={onRevoke}
        onHistory={(licence) => setDialog({ kind: 'history', licence })}
        revokingId={revoke.isPending ? revoke.variables : undefined}
      />
      {dialog?.kind === 'change' && chosen && (
        <ChangeAccountDialog licence={chosen} mode="admin" onClose={close} />
      )}
      {dialog?.kind === 'history' && chosen && <LicenceHistoryDialog licence={chosen} onClose={close} />}
      {dialog?.kind === 'issue' && (
        <IssueLicenceDialog
          onClose={close}
          onIssued={() => {
            close();
            showNotice(LICENCE_NOTICES.issued);
          }}
        />
      )}
    </div>
  );
}
