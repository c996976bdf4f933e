// The licence card's update notice: when the robot on the licence's account runs an older version than the
// latest stable release, 'Update available: v1.2.0 — your robot runs v1.1.0' with the way to Downloads.
import { isUpdateAvailable, parseVersion } from '@shop/domain';
import { Link } from 'react-router-dom';
import { useReleases } from '../api/get-releases';
import { DOWNLOADS_PATH } from '../paths';
import '../releases.css';

type UpdateNoticeProps = {
  /** The version the licence's robot last reported; null before it has run. */
  robotVersion: string | null | undefined;
};

/** Asks GET /api/releases once for all the cards (they share the query). */
export function LicenceUpdateNotice({ robotVersion }: UpdateNoticeProps) {
  const releases = useReleases({ enabled: Boolean(robotVersion) });
  return <UpdateNotice robotVersion={robotVersion} latest={releases.data?.latestStable?.version} />;
}

export function UpdateNotice({ robotVersion, latest }: UpdateNoticeProps & { latest: string | undefined }) {
  // A version the robot reports in a shape we cannot read says nothing about being older.
  if (!robotVersion || !parseVersion(robotVersion) || !isUpdateAvailable(robotVersion, latest)) return null;
  return (
    <p className="update-notice">
      <strong>Update available: v{latest}</strong> — your robot runs v{robotVersion}.{' '}
      <Link to={DOWNLOADS_PATH}>Go to Downloads</Link>
    </p>
  );
}
