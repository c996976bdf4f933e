// One release as the Downloads page shows it: its version (and Beta), the figures a trader checks before
// installing (published, size, minimum MT5 build, SHA-256 with copy), the download when they may, and the
// changelog.
import { useId } from 'react';
import { CopyButton } from '../../../components/ui/copy-button';
import { formatDate } from '../../../lib/format';
import type { ReleaseView } from '../api/release-types';
import { Changelog } from '../utils/changelog-markdown';
import { formatSize } from '../utils/format-release';
import { DownloadButton } from './download-button';

type ReleaseDetailsProps = {
  release: ReleaseView;
  /** The heading level the release's title takes on its page. */
  level: 2 | 3;
  /** Whether the trader may download: without it there is no button. */
  canDownload: boolean;
  /** The page's lead release: a larger title and the primary button. */
  latest?: boolean;
};

export function ReleaseDetails({ release, level, canDownload, latest = false }: ReleaseDetailsProps) {
  const titleId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <article className={latest ? 'release card release--latest' : 'release card'} aria-labelledby={titleId}>
      <header className="release__header">
        <Heading id={titleId} className="release__title">
          MT5 Robot v{release.version}
        </Heading>
        {latest && <span className="badge release__badge--latest">Latest</span>}
        {release.channel === 'beta' && <span className="badge release__badge--beta">Beta</span>}
      </header>
      <dl className="release__facts">
        <div>
          <dt>Published</dt>
          <dd>{formatDate(release.publishedAt)}</dd>
        </div>
        <div>
          <dt>Size</dt>
          <dd>{formatSize(release.sizeBytes)}</dd>
        </div>
        <div>
          <dt>Minimum MT5 build</dt>
          <dd>{release.minMt5Build}</dd>
        </div>
        <div className="release__checksum">
          <dt>SHA-256</dt>
          <dd>
            <code className="release__sha">{release.sha256}</code>
            <CopyButton
              text={release.sha256}
              description={`Copy the SHA-256 checksum of v${release.version}`}
            />
          </dd>
        </div>
      </dl>
      {canDownload && <DownloadButton release={release} primary={latest} />}
      <section className="release__changes" aria-label={`What's new in v${release.version}`}>
        <Changelog markdown={release.changelog} />
      </section>
    </article>
  );
}
