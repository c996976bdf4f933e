// Which licence a new order extends, decided at placement so the buyer is told before paying: the
// licence they named (theirs, renewable, on the order's account number), or else the licence they
// already hold on that account number, which the order renews rather than issuing a second one.
import { licenceDecider, licenceStream, orderError, renews, renewsChosen } from '@shop/domain';
import { type EventStore, loadAggregate } from '@shop/infra';
import { type ReadModels, renewalCandidates } from '@shop/projections';
import type { Kysely } from 'kysely';

export interface RenewedLicence {
  licenceId: string;
  licenseKey: string;
}

export async function chooseLicenceToRenew(
  { store, db }: { store: EventStore; db: Kysely<ReadModels> },
  order: { userId: string; accountNumber: number; renewLicenseId: string | null },
): Promise<RenewedLicence | null> {
  const { userId, accountNumber } = order;
  if (order.renewLicenseId) {
    const { state } = await loadAggregate(store, licenceStream(order.renewLicenseId), licenceDecider);
    if (state.status === 'none' || state.userId !== userId) throw orderError.renewalNotFound();
    if (!renewsChosen(state, userId)) throw orderError.renewalNotPossible();
    if (state.accountNumber !== accountNumber) throw orderError.renewalAccountMismatch();
    return { licenceId: state.licenceId, licenseKey: state.licenseKey };
  }
  for (const licenceId of await renewalCandidates(db, userId, accountNumber)) {
    const { state } = await loadAggregate(store, licenceStream(licenceId), licenceDecider);
    if (renews(state, { userId, accountNumber })) {
      return { licenceId: state.licenceId, licenseKey: state.licenseKey };
    }
  }
  return null;
}
