// discounts: every live code with its terms, status and use count; deleted codes leave the list.
import { type DiscountEvent, discountStreams } from '@shop/domain';
import type { RecordedEvent } from '@shop/infra';
import { sql } from 'kysely';
import type { Projector, ReadModelTransaction } from '../../runtime/projector.js';

async function apply(trx: ReadModelTransaction, recorded: RecordedEvent): Promise<void> {
  const discountId = discountStreams.idOf(recorded.streamId);
  const revision = recorded.revision.toString();
  const event = { type: recorded.type, data: recorded.data } as DiscountEvent;
  const update = (changes: Record<string, unknown>) =>
    trx
      .updateTable('discounts')
      .set({ ...changes, revision })
      .where('discount_id', '=', discountId)
      .where('revision', '<', revision)
      .execute();
  switch (event.type) {
    case 'DiscountCreated': {
      const { data } = event;
      await trx
        .insertInto('discounts')
        .values({
          discount_id: discountId,
          code: data.code,
          description: data.description,
          type: data.type,
          value: data.value,
          max_discount_cents: data.maxDiscountCents,
          min_amount_cents: data.minAmountCents,
          usage_limit: data.usageLimit,
          usage_count: 0,
          user_usage_limit: data.userUsageLimit,
          applicable_plans: data.applicablePlans,
          valid_from: new Date(data.validFrom),
          valid_until: new Date(data.validUntil),
          is_active: true,
          created_by: data.createdBy,
          created_at: new Date(data.createdAt),
          revision,
        })
        .onConflict((conflict) => conflict.column('discount_id').doNothing())
        .execute();
      return;
    }
    case 'DiscountToggled':
      await update({ is_active: event.data.isActive });
      return;
    case 'DiscountUsed':
      await update({ usage_count: sql`usage_count + 1` });
      return;
    case 'DiscountUseReleased':
      await update({ usage_count: sql`greatest(usage_count - 1, 0)` });
      return;
    case 'DiscountDeleted':
      await trx.deleteFrom('discounts').where('discount_id', '=', discountId).execute();
      return;
  }
}

export const discountsProjector: Projector = {
  id: 'discounts',
  tables: ['discounts'],
  async project(trx, events) {
    for (const event of events) if (discountStreams.has(event.streamId)) await apply(trx, event);
  },
};
