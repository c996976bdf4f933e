// What a projector is: a named function from a batch of events to rows, inside one transaction.
import type { EventFilter, RecordedEvent } from '@shop/infra';
import type { Transaction } from 'kysely';
import type { ReadModels } from '../db/schema.js';

export type ReadModelTransaction = Transaction<ReadModels>;

export interface Projector {
  /** Checkpoint key. Change it (e.g. `stream-heads-v2`) when the projection's meaning changes. */
  readonly id: string;
  /** The tables whose rows come only from this projector; a rebuild empties them first. */
  readonly tables: readonly string[];
  /** The streams it reads; a live subscription skips the others (on the server with EventStoreDB). */
  readonly filter?: EventFilter;
  /**
   * Writes the rows for these events. It must be idempotent (upserts guarded by stream revision):
   * the runner delivers each event once per transaction, but a rebuild or a restore may replay.
   */
  project(trx: ReadModelTransaction, events: readonly RecordedEvent[]): Promise<void>;
}
