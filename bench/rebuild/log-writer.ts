// Writes generated events straight into the `events` table, fast: each stream's revisions numbered in
// order, personal fields sealed by the real ProtectedEventStore (as the services write them), and
// 5,000 rows per INSERT with one INSERT in flight while the next batch is prepared.
import {
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type NewEvent,
  newId,
  type PersonalDataKeys,
  type Pool,
  ProtectedEventStore,
  START,
} from '@shop/infra';

export interface LogEvent {
  streamId: string;
  type: string;
  data: object;
  metadata: EventMetadata;
  /** When it happened (ms since epoch): its recorded_at. */
  at: number;
}

const ROWS_PER_INSERT = 5_000;
const INSERT = `insert into events (stream_id, stream_revision, event_id, type, data, metadata, recorded_at)
  select * from unnest($1::text[], $2::bigint[], $3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[], $7::timestamptz[])`;

type Row = [string, number, string, string, string, string, Date];

export class LogWriter {
  private readonly revisions = new Map<string, number>();
  private readonly sealer: ProtectedEventStore;
  private rows: Row[] = [];
  private inFlight: Promise<unknown> = Promise.resolve();
  private sealed: NewEvent | undefined;
  written = 0;

  constructor(
    private readonly pool: Pool,
    keys: PersonalDataKeys,
  ) {
    this.sealer = new ProtectedEventStore(this.capture(), keys);
  }

  async add(event: LogEvent): Promise<void> {
    const newEvent = { id: newId(), type: event.type, data: event.data, metadata: event.metadata };
    await this.sealer.append(event.streamId, [newEvent], { expectedRevision: 'any' });
    const revision = this.revisions.get(event.streamId) ?? 0;
    this.revisions.set(event.streamId, revision + 1);
    const sealed = this.sealed!;
    this.rows.push([
      event.streamId,
      revision,
      sealed.id,
      sealed.type,
      JSON.stringify(sealed.data),
      JSON.stringify(sealed.metadata),
      new Date(event.at),
    ]);
    this.written += 1;
    if (this.rows.length >= ROWS_PER_INSERT) await this.flush();
  }

  /**
   * After others appended to the log (the growth bench's services between its measurements: a
   * licence the expiry task expired), goes on from each of this writer's streams' real last revision.
   */
  async syncRevisions(): Promise<void> {
    await this.close();
    const { rows } = await this.pool.query<{ stream_id: string; revision: string }>(
      'select stream_id, max(stream_revision) as revision from events where stream_id = any($1) group by stream_id',
      [[...this.revisions.keys()]],
    );
    for (const row of rows) this.revisions.set(row.stream_id, Number(row.revision) + 1);
  }

  /** Sends what is buffered; resolves once every INSERT so far has committed. */
  async flush(): Promise<void> {
    await this.inFlight;
    if (this.rows.length === 0) return;
    const rows = this.rows;
    this.rows = [];
    const columns = rows[0]!.map((_, index) => rows.map((row) => row[index]));
    const insert = this.pool.query(INSERT, columns);
    // Seen when awaited (next flush or close), not as an unhandled rejection meanwhile.
    insert.catch(() => {});
    this.inFlight = insert;
  }

  async close(): Promise<void> {
    await this.flush();
    await this.inFlight;
  }

  /** The inner store the sealer appends to: it only hands the sealed event back. */
  private capture(): EventStore {
    const unused = () => {
      throw new Error('not used by the bench writer');
    };
    return {
      kind: 'postgres',
      append: async (_stream: string, events: NewEvent[]): Promise<AppendResult> => {
        this.sealed = events[0];
        return { ok: true, nextRevision: 0n, position: START };
      },
      appendMany: unused,
      readStream: unused,
      readAll: unused,
      subscribeAll: unused,
      subscribeGroup: unused,
      consumerGroups: unused,
      replayParked: unused,
      headPosition: unused,
      countAfter: unused,
      expireEvents: unused,
      ping: unused,
      close: async () => {},
    };
  }
}
