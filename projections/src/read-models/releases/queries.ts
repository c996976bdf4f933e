// Reading the releases read model: newest version first (SemVer order: a normal version after its
// pre-releases), and the newest offered release of a channel.
import type { ReleaseChannel } from '@shop/domain';
import { type Kysely, sql } from 'kysely';
import type { ReadModels } from '../../db/schema.js';
import type { ReleasesTable } from '../../db/tables/releases.js';

export type ReleaseRow = ReleasesTable;

function newestFirst(db: Kysely<ReadModels>) {
  return (
    db
      .selectFrom('releases')
      .selectAll()
      .orderBy('major', 'desc')
      .orderBy('minor', 'desc')
      .orderBy('patch', 'desc')
      // '' (a normal version) first, then pre-releases by their text: close enough to SemVer for listing.
      .orderBy(sql`prerelease = ''`, 'desc')
      .orderBy('prerelease', 'desc')
  );
}

export function listReleases(db: Kysely<ReadModels>, { includeWithdrawn }: { includeWithdrawn: boolean }) {
  const query = newestFirst(db);
  return (includeWithdrawn ? query : query.where('withdrawn_at', 'is', null)).execute();
}

export function findRelease(db: Kysely<ReadModels>, version: string) {
  return db.selectFrom('releases').selectAll().where('version', '=', version).executeTakeFirst();
}

/** Offered (not withdrawn) releases a robot on `channel` may run: stable only, or stable and beta. */
export function offeredReleases(db: Kysely<ReadModels>, channel: ReleaseChannel) {
  const offered = newestFirst(db).where('withdrawn_at', 'is', null);
  return (channel === 'stable' ? offered.where('channel', '=', 'stable') : offered).execute();
}
