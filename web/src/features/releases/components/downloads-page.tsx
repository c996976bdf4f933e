// The trader's Downloads page (/downloads): the latest stable robot on top with its download, newer betas
// next, then the older versions folded away; without an active licence, the server's reason and the way to
// buy or renew in place of the buttons. The installation guide is one link away.
import { DOWNLOAD_REFUSALS } from '@shop/command-api/contracts';
import { compareVersionTexts } from '@shop/domain';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { failureMessage } from '../../../lib/api-client';
import { useReleases } from '../api/get-releases';
import type { Entitlement, ReleaseView } from '../api/release-types';
import { RELEASE_SCREEN_MESSAGES } from '../messages';
import { INSTALLATION_GUIDE_PATH } from '../paths';
import { ReleaseDetails } from './release-details';
import '../releases.css';

export function DownloadsPage() {
  const releases = useReleases();
  const { loading, loadFailed, noReleases } = RELEASE_SCREEN_MESSAGES;

  if (releases.isPending) return <p role="status">{loading}</p>;
  if (releases.isError) {
    return <Alert tone="error">{failureMessage(releases.error, loadFailed, loadFailed)}</Alert>;
  }

  const { releases: list, latestStable, entitlement } = releases.data;
  const lead = latestStable ?? list[0];
  const rest = list.filter((release) => release.version !== lead?.version);
  const newerBetas = rest.filter(
    (release) => !lead || compareVersionTexts(release.version, lead.version) > 0,
  );
  const older = rest.filter((release) => !newerBetas.includes(release));
  const canDownload = entitlement.allowed;

  return (
    <div className="downloads">
      <p className="page__lead">
        New to the robot? Read the <Link to={INSTALLATION_GUIDE_PATH}>installation guide</Link> for MetaTrader
        5.
      </p>
      {!canDownload && <EntitlementNotice entitlement={entitlement} />}
      {!lead ? (
        <p className="muted">{noReleases}</p>
      ) : (
        <ReleaseDetails release={lead} level={2} canDownload={canDownload} latest />
      )}
      {newerBetas.length > 0 && (
        <section className="downloads__group" aria-labelledby="downloads-betas">
          <h2 id="downloads-betas">Beta versions</h2>
          <p className="muted">Try what comes next. Betas may still change; the stable version is safer.</p>
          <ReleaseList releases={newerBetas} canDownload={canDownload} />
        </section>
      )}
      {older.length > 0 && (
        <details className="downloads__group downloads__older">
          <summary>
            <h2 className="downloads__older-title">Older versions ({older.length})</h2>
          </summary>
          <ReleaseList releases={older} canDownload={canDownload} />
        </details>
      )}
    </div>
  );
}

function ReleaseList({ releases, canDownload }: { releases: ReleaseView[]; canDownload: boolean }) {
  return (
    <ul className="downloads__list">
      {releases.map((release) => (
        <li key={release.version}>
          <ReleaseDetails release={release} level={3} canDownload={canDownload} />
        </li>
      ))}
    </ul>
  );
}

/** Why there is no download, and the way out: buy or renew a license, or ask support about a revoked one. */
function EntitlementNotice({ entitlement }: { entitlement: Entitlement }) {
  const way =
    entitlement.reason === 'REVOKED'
      ? { to: '/support', label: 'Contact support' }
      : { to: '/payment', label: entitlement.reason === 'EXPIRED' ? 'Renew your license' : 'Buy a license' };
  return (
    <Alert tone="info">
      <p>{entitlement.message ?? DOWNLOAD_REFUSALS[entitlement.reason ?? 'NO_LICENSE']}</p>
      <p>
        <Link to={way.to} className="button button--primary button--small">
          {way.label}
        </Link>
      </p>
    </Alert>
  );
}
