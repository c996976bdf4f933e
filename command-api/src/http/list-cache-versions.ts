// The read models' versions the list cache checks its answers against: each projector's count of events
// projected (`projection_checkpoints.events_processed`), read for many requests by one query.
//
// Why that column and not `position`: the runner moves every checkpoint's position to each batch's end,
// even for projectors that took nothing from it (a robot's heartbeat moves the licences checkpoint too),
// but adds to `events_processed` only the events a projector took, in the transaction that writes its
// rows. So the count changes exactly when the projector may have written, and never before the rows
// are visible. A command that waited for its projection (http/read-your-writes.ts) has moved it.
//
// Sharing reads: a request waits for a read that *begins* after the request arrived, so it sees every
// write committed before it asked, whichever API process made it. While a read is under way, later
// requests share the next one, which begins when it ends: at most two reads at a time, however many
// requests wait.
import type { Pool } from '@shop/infra';

/** Each projector's `events_processed`, by projector id; a projector never run is absent. */
export type ProjectorVersionMap = ReadonlyMap<string, string>;

export interface ProjectorVersions {
  /** The versions as a read that begins now or later finds them. */
  current(): Promise<ProjectorVersionMap>;
}

/**
 * Read for many requests a second: named, so that each connection plans it once (PostgreSQL plans an
 * unnamed statement on every call), and sent without the query builder.
 */
const VERSIONS_SQL = {
  name: 'projector_versions',
  text: 'select projector_id, events_processed::text from projection_checkpoints where projector_id = any($1)',
};

/** Every projector's version, read now. */
export async function readProjectorVersions(
  pool: Pool,
  projectorIds: readonly string[],
): Promise<ProjectorVersionMap> {
  const { rows } = await pool.query<{ projector_id: string; events_processed: string }>({
    ...VERSIONS_SQL,
    values: [projectorIds],
  });
  return new Map(rows.map((row) => [row.projector_id, row.events_processed]));
}

/** Shares `read` (readProjectorVersions) between the requests that wait at the same time. */
export function createProjectorVersions(read: () => Promise<ProjectorVersionMap>): ProjectorVersions {
  let running: Promise<ProjectorVersionMap> | undefined;
  let queued: Promise<ProjectorVersionMap> | undefined;

  function start(): Promise<ProjectorVersionMap> {
    const reading = read();
    running = reading;
    const settled = () => {
      if (running === reading) running = undefined;
    };
    reading.then(settled, settled);
    return reading;
  }

  return {
    current() {
      if (running === undefined) return start();
      // The running read may have begun before this request arrived: wait for the next one.
      queued ??= running
        .then(
          () => undefined,
          () => undefined,
        )
        .then(() => {
          queued = undefined;
          return start();
        });
      return queued;
    },
  };
}

/** The versions of `projectorIds` as one comparable string, e.g. `licences=812,users=77`. */
export function versionsOf(versions: ProjectorVersionMap, projectorIds: readonly string[]): string {
  return projectorIds.map((id) => `${id}=${versions.get(id) ?? '-'}`).join(',');
}
