// Where the robot files are kept: a small port, content-addressed by SHA-256, and its PostgreSQL
// implementation (the API's release_files table). The same bytes are stored once.
import { type Kysely, sql } from 'kysely';

export interface ReleaseFiles {
  put(sha256: string, bytes: Buffer): Promise<void>;
  get(sha256: string): Promise<Buffer | undefined>;
  has(sha256: string): Promise<boolean>;
  remove(sha256: string): Promise<void>;
}

export function createPostgresReleaseFiles(db: Kysely<unknown>, clock: () => Date): ReleaseFiles {
  return {
    async put(sha256, bytes) {
      await sql`
        insert into release_files (sha256, content, size_bytes, stored_at)
        values (${sha256}, ${bytes}, ${bytes.length}, ${clock()})
        on conflict (sha256) do nothing`.execute(db);
    },
    async get(sha256) {
      const { rows } = await sql<{ content: Buffer }>`
        select content from release_files where sha256 = ${sha256}`.execute(db);
      return rows[0]?.content;
    },
    async has(sha256) {
      const { rows } = await sql`select 1 from release_files where sha256 = ${sha256}`.execute(db);
      return rows.length > 0;
    },
    async remove(sha256) {
      await sql`delete from release_files where sha256 = ${sha256}`.execute(db);
    },
  };
}
