// Discount use cases: create, enable/disable and delete codes (admin), and price a plan with a
// code for a user. Codes are unique through a reservation stream; decisions come from the domain.
import {
  type DiscountCommand,
  discountCodeReservation,
  discountDecider,
  discountError,
  discountStream,
  type ExistingDiscount,
  findPlan,
  type PlanType,
  quoteDiscount,
  toHundredths,
} from '@shop/domain';
import {
  claimReservation,
  type EventMetadata,
  type EventStore,
  handleCommand,
  loadAggregate,
  newId,
  releaseAfterRefusal,
  releaseReservation,
} from '@shop/infra';
import { findUserById, type ReadModels } from '@shop/projections';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { createDiscountRequestSchema } from '../contracts/discounts.js';
import { findOwner } from '../users/directory.js';
import { discountViewFromState } from './views.js';

export interface DiscountDependencies {
  store: EventStore;
  db: Kysely<ReadModels>;
  clock: () => Date;
}

type NewDiscount = z.infer<typeof createDiscountRequestSchema>;

export function createDiscountService({ store, db, clock }: DiscountDependencies) {
  const now = () => clock().toISOString();

  async function view(discount: ExistingDiscount) {
    return discountViewFromState(discount, (await findUserById(db, discount.createdBy))?.username ?? null);
  }

  async function run(discountId: string, command: DiscountCommand, metadata: EventMetadata) {
    const { state } = await handleCommand(store, discountStream(discountId), discountDecider, command, {
      metadata,
    });
    return state;
  }

  async function create(input: NewDiscount, adminId: string, metadata: EventMetadata) {
    const discountId = newId();
    const reservation = discountCodeReservation(input.code);
    const claim = await claimReservation(store, reservation, discountId, metadata);
    if (!claim.claimed) throw discountError.exists();
    try {
      const state = await run(
        discountId,
        {
          type: 'CreateDiscount',
          data: {
            discountId,
            code: input.code,
            description: input.description,
            type: input.type,
            value: toHundredths(input.value),
            maxDiscountCents: input.maxDiscount == null ? null : toHundredths(input.maxDiscount),
            minAmountCents: toHundredths(input.minAmount),
            usageLimit: input.usageLimit ?? null,
            userUsageLimit: input.userUsageLimit,
            applicablePlans: input.applicablePlans,
            validFrom: new Date(input.validFrom ?? now()).toISOString(),
            validUntil: new Date(input.validUntil).toISOString(),
            createdBy: adminId,
            now: now(),
          },
        },
        metadata,
      );
      return view(state as ExistingDiscount);
    } catch (error) {
      // A refused code must stay free for a corrected attempt.
      await releaseAfterRefusal(store, reservation, discountId, claim, metadata, error);
      throw error;
    }
  }

  async function toggle(discountId: string, metadata: EventMetadata) {
    return view(
      (await run(discountId, { type: 'ToggleDiscount', data: { now: now() } }, metadata)) as ExistingDiscount,
    );
  }

  async function remove(discountId: string, metadata: EventMetadata) {
    const { state } = await loadAggregate(store, discountStream(discountId), discountDecider);
    await run(discountId, { type: 'DeleteDiscount', data: { now: now() } }, metadata);
    if (state.status === 'active' || state.status === 'inactive') {
      await releaseReservation(store, discountCodeReservation(state.code), discountId, metadata);
    }
  }

  /** What the code takes off the plan's own price for this user (the client's figure is not trusted). */
  async function validate(code: string, planType: PlanType, userId: string) {
    const plan = findPlan(planType);
    const discountId = plan ? await findOwner(store, discountCodeReservation(code)) : undefined;
    if (!plan || !discountId) throw discountError.notFound();
    const { state } = await loadAggregate(store, discountStream(discountId), discountDecider);
    const quote = quoteDiscount(state, { userId, planType, priceCents: plan.price * 100, now: now() });
    const discount = state as ExistingDiscount;
    return {
      code: discount.code,
      description: discount.description,
      discountAmount: quote.discountCents / 100,
      finalAmount: quote.finalCents / 100,
    };
  }

  return { create, toggle, remove, validate };
}

export type DiscountService = ReturnType<typeof createDiscountService>;
