// 'Versions robots run now': how many robots seen in the last 24 hours run each version, the latest stable
// release marked, so the admin sees how far an update has spread.
import { latestRelease } from '@shop/domain';
import { useId } from 'react';
import type { ReleaseView, RobotVersionCount } from '../api/release-types';

type RobotVersionsPanelProps = {
  robotVersions: readonly RobotVersionCount[];
  releases: readonly ReleaseView[];
};

export function RobotVersionsPanel({ robotVersions, releases }: RobotVersionsPanelProps) {
  const titleId = useId();
  const latestStable = latestRelease(
    releases.filter((release) => !release.withdrawnAt),
    'stable',
  )?.version;
  return (
    <section className="card robot-versions" aria-labelledby={titleId}>
      <h2 id={titleId} className="robot-versions__title">
        Versions robots run now
      </h2>
      {robotVersions.length === 0 ? (
        <p className="muted">No robot has reported its version in the last 24 hours.</p>
      ) : (
        <ul className="robot-versions__list">
          {robotVersions.map((entry) => (
            <li key={entry.version} className="robot-versions__item">
              <code>v{entry.version}</code>
              {entry.version === latestStable && <span className="badge">Latest stable</span>}
              <span className="robot-versions__count">
                {entry.robots} {entry.robots === 1 ? 'robot' : 'robots'}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="muted robot-versions__note">Robots seen in the last 24 hours.</p>
    </section>
  );
}
