// The admin release table's columns: version (the row's header), channel, published, size, downloads and
// status (Published, or Withdrawn with its reason). Version and status always show; the rest give way on a
// phone.
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { formatDate } from '../../../lib/format';
import type { ReleaseView } from '../api/release-types';
import { formatSize } from '../utils/format-release';

function ReleaseStatus({ release }: { release: ReleaseView }) {
  if (!release.withdrawnAt) return <span className="status-badge status-badge--active">Published</span>;
  return (
    <>
      <span className="status-badge status-badge--revoked">Withdrawn</span>
      <span className="release-status__note muted">
        {formatDate(release.withdrawnAt)}
        {release.withdrawnReason && `: ${release.withdrawnReason}`}
      </span>
    </>
  );
}

export const RELEASE_COLUMNS: ReadonlyArray<DataTableColumn<ReleaseView>> = [
  {
    id: 'version',
    header: 'Version',
    rowHeader: true,
    cell: (release) => <code>v{release.version}</code>,
  },
  {
    id: 'channel',
    header: 'Channel',
    priority: 2,
    cell: (release) => (release.channel === 'beta' ? 'Beta' : 'Stable'),
  },
  { id: 'published', header: 'Published', priority: 2, cell: (release) => formatDate(release.publishedAt) },
  { id: 'size', header: 'Size', priority: 2, cell: (release) => formatSize(release.sizeBytes) },
  { id: 'downloads', header: 'Downloads', priority: 2, cell: (release) => release.downloads },
  { id: 'status', header: 'Status', cell: (release) => <ReleaseStatus release={release} /> },
];
