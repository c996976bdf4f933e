// licences and licence_history: each licence's current row (folded with the domain's own evolve,
// so the read model cannot drift from the rules) and every event as its audit trail.
import { evolveLicence, type IssuedLicence, type LicenceEvent } from '@shop/domain';
import type { RecordedEvent } from '@shop/infra';
import type { LicenceRow } from '../../db/tables/licences.js';
import type { Projector, ReadModelTransaction } from '../../runtime/projector.js';
import { deletedAccount, erasedData } from '../erasure.js';
import { licenceStateFromRow } from './row-state.js';

const STREAM_PREFIX = 'licence-';

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

async function apply(trx: ReadModelTransaction, recorded: RecordedEvent): Promise<void> {
  const licenceId = recorded.streamId.slice(STREAM_PREFIX.length);
  const revision = recorded.revision.toString();
  const event = { type: recorded.type, data: recorded.data } as LicenceEvent;
  await trx
    .insertInto('licence_history')
    .values({
      licence_id: licenceId,
      revision,
      type: recorded.type,
      at: recorded.recordedAt,
      actor: recorded.metadata?.actor ?? 'unknown',
      data: JSON.stringify(recorded.data),
    })
    .onConflict((conflict) => conflict.columns(['licence_id', 'revision']).doNothing())
    .execute();

  const row = await trx
    .selectFrom('licences')
    .selectAll()
    .where('licence_id', '=', licenceId)
    .executeTakeFirst();
  if (row && BigInt(row.revision) >= recorded.revision) return;
  const next = evolveLicence(row ? licenceStateFromRow(row) : { status: 'none' }, event);
  if (next.status === 'none') return;
  await trx
    .insertInto('licences')
    .values(toRow(next, revision))
    .onConflict((conflict) => conflict.column('licence_id').doUpdateSet(toRow(next, revision)))
    .execute();
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
    for (const event of events) {
      if (event.streamId.startsWith(STREAM_PREFIX)) await apply(trx, event);
      const deleted = deletedAccount(event);
      if (deleted) await eraseOwner(trx, deleted);
    }
  },
};
