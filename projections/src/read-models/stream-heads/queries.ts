// Reads of stream_heads used by the API.
import type { Kysely } from 'kysely';
import type { ReadModels } from '../../db/schema.js';

export function recentStreams(
  db: Kysely<ReadModels>,
  { category, limit }: { category?: string; limit: number },
) {
  let query = db.selectFrom('stream_heads').selectAll().orderBy('last_recorded_at', 'desc').limit(limit);
  if (category) query = query.where('category', '=', category);
  return query.execute();
}
