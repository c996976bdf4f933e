// licences and licence_history: each licence's current row (folded with the domain's own evolve,
// so the read model cannot drift from the rules) and every event as its audit trail. Set-based: a
// batch reads the licences it touches, folds their events in memory (each guarded by the row's stream
// revision, so a replay changes nothing) and writes history and rows in two statements.
import { evolveLicence, type IssuedLicence, type LicenceEvent, licenceStreams } from '@shop/domain';
import type { RecordedEvent } from '@shop/infra';
import type { LicenceHistoryRow, LicenceRow } from '../../db/tables/licences.js';
import type { Projector, ReadModelTransaction } from '../../runtime/projector.js';
import { insertNewRows, rowsByKey, writeRows } from '../aggregate-rows.js';
import { erasedData, piecesEndingAtDeletions } from '../erasure.js';
import { licenceStateFromRow } from './row-state.js';

function toRow(state: IssuedLicence, revision: string): LicenceRow {
  return {
    licence_id: state.licenceId,
    license_key: state.licenseKey,
    user_id: state.userId,
    status: state.status,
    account_number: String(state.accountNumber),
    account_number_changes: state.accountNumberChanges,
    user_changes: state.userChanges,
    issued_at: new Date(state.issuedAt),
    updated_at: new Date(state.updatedAt),
    expires_at: state.expiresAt === null ? null : new Date(state.expiresAt),
    revision,
  };
}

/** Folds the events in memory, then writes the history and the changed licences in two statements. */
async function write(trx: ReadModelTransaction, events: readonly RecordedEvent[]): Promise<void> {
  const licenceEvents = events.filter((event) => licenceStreams.has(event.streamId));
  if (licenceEvents.length === 0) return;
  const ids = licenceEvents.map((event) => licenceStreams.idOf(event.streamId));
  const rows = await rowsByKey(trx, 'licences', 'licence_id', ids);
  const changed = new Set<string>();
  for (const recorded of licenceEvents) {
    const licenceId = licenceStreams.idOf(recorded.streamId);
    const row = rows.get(licenceId);
    if (row && BigInt(row.revision) >= recorded.revision) continue;
    const event = { type: recorded.type, data: recorded.data } as LicenceEvent;
    const next = evolveLicence(row ? licenceStateFromRow(row) : { status: 'none' }, event);
    if (next.status === 'none') continue;
    rows.set(licenceId, toRow(next, recorded.revision.toString()));
    changed.add(licenceId);
  }
  await insertNewRows(trx, 'licence_history', licenceEvents.map(historyRow));
  const written = [...changed].map((licenceId) => rows.get(licenceId)!);
  await writeRows(trx, 'licences', written, { key: 'licence_id', guard: 'revision' });
}

function historyRow(recorded: RecordedEvent): LicenceHistoryRow {
  return {
    licence_id: licenceStreams.idOf(recorded.streamId),
    revision: recorded.revision.toString(),
    type: recorded.type,
    at: recorded.recordedAt,
    actor: recorded.metadata?.actor ?? 'unknown',
    data: recorded.data,
  };
}

/** A deleted owner's words in the history (reasons they typed) are erased. */
async function eraseOwner(trx: ReadModelTransaction, userId: string): Promise<void> {
  const rows = await trx
    .selectFrom('licence_history')
    .innerJoin('licences', 'licences.licence_id', 'licence_history.licence_id')
    .select([
      'licence_history.licence_id',
      'licence_history.revision',
      'licence_history.type',
      'licence_history.data',
    ])
    .where('licences.user_id', '=', userId)
    .execute();
  for (const row of rows) {
    const erased = erasedData(row.type, row.data);
    if (erased === row.data) continue;
    await trx
      .updateTable('licence_history')
      .set({ data: JSON.stringify(erased) })
      .where('licence_id', '=', row.licence_id)
      .where('revision', '=', row.revision)
      .execute();
  }
}

export const licencesProjector: Projector = {
  id: 'licences',
  tables: ['licences', 'licence_history'],
  async project(trx, events) {
    for (const piece of piecesEndingAtDeletions(events)) {
      await write(trx, piece.events);
      if (piece.deleted) await eraseOwner(trx, piece.deleted);
    }
  },
};
