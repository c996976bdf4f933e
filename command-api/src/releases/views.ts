// A release as the routes answer it (issue 26's ReleaseView), from the releases read model; traders
// are not shown download counts.
import type { ReleaseRow } from '@shop/projections';
import type { ReleaseView } from '../contracts/releases.js';

export function releaseView(row: ReleaseRow, { withDownloads }: { withDownloads: boolean }): ReleaseView {
  return {
    version: row.version,
    channel: row.channel,
    changelog: row.changelog,
    minMt5Build: row.min_mt5_build,
    fileName: row.file_name,
    sizeBytes: row.size_bytes,
    sha256: row.sha256,
    publishedAt: row.published_at.toISOString(),
    withdrawnAt: row.withdrawn_at?.toISOString() ?? null,
    withdrawnReason: row.withdrawn_reason,
    downloads: withDownloads ? row.downloads : 0,
  };
}
