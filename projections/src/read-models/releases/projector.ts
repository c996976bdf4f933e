// releases: every published robot release with its file facts, whether it was withdrawn, and how many
// times it was downloaded.
import { parseVersion, type ReleaseEvent, releaseStreams } from '@shop/domain';
import type { RecordedEvent } from '@shop/infra';
import { sql } from 'kysely';
import type { Projector, ReadModelTransaction } from '../../runtime/projector.js';

async function apply(trx: ReadModelTransaction, recorded: RecordedEvent): Promise<void> {
  const version = releaseStreams.idOf(recorded.streamId);
  const revision = recorded.revision.toString();
  const event = { type: recorded.type, data: recorded.data } as ReleaseEvent;
  const update = (changes: Record<string, unknown>) =>
    trx
      .updateTable('releases')
      .set({ ...changes, revision })
      .where('version', '=', version)
      .where('revision', '<', revision)
      .execute();
  switch (event.type) {
    case 'ReleasePublished': {
      const { data } = event;
      const parts = parseVersion(data.version)!;
      await trx
        .insertInto('releases')
        .values({
          version,
          major: parts.major,
          minor: parts.minor,
          patch: parts.patch,
          prerelease: parts.prerelease.join('.'),
          channel: data.channel,
          changelog: data.changelog,
          min_mt5_build: data.minMt5Build,
          file_name: data.fileName,
          size_bytes: data.sizeBytes,
          sha256: data.sha256,
          published_by: data.publishedBy,
          published_at: new Date(data.publishedAt),
          withdrawn_at: null,
          withdrawn_reason: null,
          downloads: 0,
          revision,
        })
        .onConflict((conflict) => conflict.column('version').doNothing())
        .execute();
      return;
    }
    case 'ReleaseWithdrawn':
      await update({ withdrawn_at: new Date(event.data.withdrawnAt), withdrawn_reason: event.data.reason });
      return;
    case 'ReleaseDownloaded':
      await update({ downloads: sql`downloads + 1` });
      return;
  }
}

export const releasesProjector: Projector = {
  id: 'releases',
  tables: ['releases'],
  async project(trx, events) {
    for (const event of events) if (releaseStreams.has(event.streamId)) await apply(trx, event);
  },
};
