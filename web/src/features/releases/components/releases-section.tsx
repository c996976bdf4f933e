// The admin console's Releases section: every published robot version on the shared data table (withdrawn
// ones with their reason) with Withdraw per row, 'Publish release' in the page header, and which versions
// the robots run now.
import { useState } from 'react';
import { DataTable } from '../../../components/data-table/data-table';
import { ConsolePageActions } from '../../../components/layout/console-page-actions';
import { AdminLoadError } from '../../../components/ui/admin-load-error';
import { Notice, useNotice } from '../../../components/ui/notice';
import { useAdminReleases } from '../api/get-admin-releases';
import type { ReleaseResponse, ReleaseView } from '../api/release-types';
import { RELEASE_SCREEN_MESSAGES } from '../messages';
import { PublishReleaseDialog } from './publish-release-dialog';
import { RELEASE_COLUMNS } from './release-columns';
import { RobotVersionsPanel } from './robot-versions-panel';
import { WithdrawReleaseDialog } from './withdraw-release-dialog';
import '../releases.css';

export function ReleasesSection() {
  const releases = useAdminReleases();
  const [publishing, setPublishing] = useState(false);
  const [withdrawing, setWithdrawing] = useState<ReleaseView | null>(null);
  const [notice, showNotice] = useNotice();

  const done = (close: () => void) => (response: ReleaseResponse) => {
    close();
    showNotice(response.message);
  };

  return (
    <div className="releases-section">
      <ConsolePageActions>
        <button type="button" className="button button--primary" onClick={() => setPublishing(true)}>
          Publish Release
        </button>
      </ConsolePageActions>
      <Notice notice={notice} />
      <DataTable
        label="Releases"
        columns={RELEASE_COLUMNS}
        rows={releases.data?.releases}
        rowKey={(release) => release.version}
        loading={releases.isPending}
        loadingText={RELEASE_SCREEN_MESSAGES.loading}
        error={releases.isError && <AdminLoadError message={RELEASE_SCREEN_MESSAGES.loadFailed} />}
        emptyText="No release yet. Publish the first version of the robot."
        actions={(release) =>
          !release.withdrawnAt && (
            <button
              type="button"
              className="button button--small button--danger"
              aria-label={`Withdraw v${release.version}`}
              onClick={() => setWithdrawing(release)}
            >
              Withdraw
            </button>
          )
        }
      />
      {releases.data && (
        <RobotVersionsPanel robotVersions={releases.data.robotVersions} releases={releases.data.releases} />
      )}
      {publishing && (
        <PublishReleaseDialog
          onClose={() => setPublishing(false)}
          onPublished={done(() => setPublishing(false))}
        />
      )}
      {withdrawing && (
        <WithdrawReleaseDialog
          release={withdrawing}
          onClose={() => setWithdrawing(null)}
          onWithdrawn={done(() => setWithdrawing(null))}
        />
      )}
    </div>
  );
}
