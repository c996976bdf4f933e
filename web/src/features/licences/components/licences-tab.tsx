// The admin panel's Licenses tab (spec §2 Admin dashboard): the sortable table with its row actions,
// Export CSV and the Issue New License quick action; outcomes are told in a notice that fades.
import { LICENCE_NOTICES, type LicenceView } from '@shop/command-api/contracts';
import { useMemo, useState } from 'react';
import { AdminLoadError } from '../../../components/ui/admin-load-error';
import { Notice, useNotice } from '../../../components/ui/notice';
import { downloadTextFile } from '../../../lib/download';
import { useLicences } from '../../../lib/queries/get-licences';
import { useRevokeLicence } from '../api/revoke-licence';
import { LICENCE_SCREEN_MESSAGES } from '../messages';
import { buildLicencesCsv, licencesCsvFileName } from '../utils/licences-csv';
import { DEFAULT_LICENCE_SORT, nextSort, sortLicences } from '../utils/sort-licences';
import { ChangeAccountDialog } from './change-account-dialog';
import { IssueLicenceDialog } from './issue-licence-dialog';
import { LicenceHistoryDialog } from './licence-history-dialog';
import { LicencesTable } from './licences-table';

type OpenDialog = { kind: 'change' | 'history'; licenceId: string } | { kind: 'issue' } | null;

export function LicencesTab() {
  const licences = useLicences();
  const [sort, setSort] = useState(DEFAULT_LICENCE_SORT);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [notice, showNotice] = useNotice();
  const revoke = useRevokeLicence({
    onSuccess: () => showNotice(LICENCE_NOTICES.revoked),
    onError: (error) => showNotice(LICENCE_SCREEN_MESSAGES.revokeFailed(error.message), 'error'),
  });
  const sorted = useMemo(() => sortLicences(licences.data ?? [], sort), [licences.data, sort]);

  if (licences.isPending) return <p role="status">Loading licenses...</p>;
  if (licences.isError) return <AdminLoadError message={LICENCE_SCREEN_MESSAGES.licencesLoadFailed} />;

  const onRevoke = (licence: LicenceView) => {
    if (!window.confirm(LICENCE_SCREEN_MESSAGES.revokeConfirm)) return;
    revoke.mutate(licence._id);
  };
  // Looked up on every render, so an open dialog shows the licence as the cache has it now.
  const chosen =
    dialog && 'licenceId' in dialog ? licences.data.find((l) => l._id === dialog.licenceId) : undefined;
  const close = () => setDialog(null);

  return (
    <div className="licences-tab">
      <div className="toolbar">
        <h2 className="toolbar__title">Licenses</h2>
        <button type="button" className="button button--primary" onClick={() => setDialog({ kind: 'issue' })}>
          Issue New License
        </button>
        <button
          type="button"
          className="button"
          onClick={() => downloadTextFile(licencesCsvFileName(new Date()), buildLicencesCsv(sorted))}
        >
          Export CSV
        </button>
      </div>
      <Notice notice={notice} />
      {sorted.length === 0 ? (
        <p className="muted">No licenses found</p>
      ) : (
        <LicencesTable
          licences={sorted}
          sort={sort}
          onSort={(key) => setSort((current) => nextSort(current, key))}
          onChangeAccount={(licence) => setDialog({ kind: 'change', licenceId: licence._id })}
          onRevoke={onRevoke}
          onHistory={(licence) => setDialog({ kind: 'history', licenceId: licence._id })}
          revokingId={revoke.isPending ? revoke.variables : undefined}
        />
      )}
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
