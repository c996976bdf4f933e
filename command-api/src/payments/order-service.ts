// Order use cases: place an order (plan price, optional discount use, its own payment address),
// submit a transaction hash as proof (claimed once across all orders: TARGETS R4), an admin's
// decision on a payment, and the development chain's test payment.
import {
  DomainError,
  discountCodeReservation,
  discountDecider,
  discountError,
  discountStream,
  findPlan,
  type Network,
  normalizeTransactionHash,
  orderDecider,
  orderError,
  orderStream,
  type PlacedOrder,
  paymentAddressSequences,
  transactionReservation,
} from '@shop/domain';
import {
  type ChainSettings,
  claimReservation,
  createSequenceAllocator,
  type EventMetadata,
  type EventStore,
  handleCommand,
  loadAggregate,
  newId,
  type PaymentAddressBook,
  releaseAfterRefusal,
} from '@shop/infra';
import type { ReadModels } from '@shop/projections';
import type { Kysely } from 'kysely';
import type { DevPayments } from '../app-dependencies.js';
import { type OrderView, PAYMENT_MESSAGES } from '../contracts/payments.js';
import { findOwner } from '../users/directory.js';
import { networkAvailability } from './networks.js';
import { usdtContracts } from './payment-request.js';
import { chooseLicenceToRenew } from './renewal-choice.js';
import { orderViewFromState } from './views.js';

export interface OrderDependencies {
  store: EventStore;
  db: Kysely<ReadModels>;
  addresses: PaymentAddressBook;
  clock: () => Date;
  chains: ChainSettings;
  devPayments: DevPayments | undefined;
}

export interface NewOrder {
  planType: string;
  planDuration: string;
  accountNumber: number;
  network: Network;
  discountCode?: string | null;
  /** A licence of the buyer's to extend. */
  renewLicenseId?: string | null;
}

const orderNotFound = () => orderError.notFound();

export function createOrderService({ store, db, addresses, clock, chains, devPayments }: OrderDependencies) {
  const allocate = createSequenceAllocator(store);
  const usdt = usdtContracts(chains);
  /** The next unused index on the network: the revision of its allocation stream. */
  async function allocateAddress(
    network: Network,
    orderId: string,
    metadata: EventMetadata,
  ): Promise<{ index: number; address: string }> {
    const revision = await allocate(paymentAddressSequences.of(network), {
      id: newId(),
      type: 'PaymentAddressAllocated',
      data: { orderId },
      metadata,
    });
    const index = Number(revision);
    return { index, address: addresses.addressAt(network, index) };
  }

  async function useDiscount(
    code: string,
    order: { orderId: string; userId: string; planType: PlacedOrder['plan']['planType']; priceCents: number },
    metadata: EventMetadata,
  ) {
    const discountId = await findOwner(store, discountCodeReservation(code));
    if (!discountId) throw discountError.notFound();
    const { state, events } = await handleCommand(
      store,
      discountStream(discountId),
      discountDecider,
      { type: 'UseDiscount', data: { ...order, now: clock().toISOString() } },
      { metadata, maxAttempts: 20 },
    );
    const used = events[0];
    if (used?.type !== 'DiscountUsed' || (state.status !== 'active' && state.status !== 'inactive')) {
      throw discountError.notFound();
    }
    return { discountId, code: state.code, discountCents: used.data.discountCents };
  }

  async function releaseDiscount(discountId: string, orderId: string, metadata: EventMetadata) {
    await handleCommand(
      store,
      discountStream(discountId),
      discountDecider,
      { type: 'ReleaseDiscountUse', data: { orderId, now: clock().toISOString() } },
      { metadata },
    );
  }

  async function place(input: NewOrder, userId: string, metadata: EventMetadata): Promise<OrderView> {
    const plan = findPlan(input.planType, input.planDuration);
    if (!plan) throw new DomainError('INVALID_PLAN', PAYMENT_MESSAGES.invalidPlan, 'validation');
    const network = networkAvailability(chains).find((n) => n.network === input.network);
    if (!network?.available) {
      throw new DomainError(
        'NETWORK_UNAVAILABLE',
        network?.message ?? PAYMENT_MESSAGES.invalidPlan,
        'validation',
      );
    }
    const renewed = await chooseLicenceToRenew(
      { store, db },
      { userId, accountNumber: input.accountNumber, renewLicenseId: input.renewLicenseId ?? null },
    );
    const orderId = newId();
    const priceCents = plan.price * 100;
    const discount = input.discountCode
      ? await useDiscount(
          input.discountCode,
          { orderId, userId, planType: plan.planType, priceCents },
          metadata,
        )
      : null;
    try {
      const { index, address } = await allocateAddress(input.network, orderId, metadata);
      const { state } = await handleCommand(
        store,
        orderStream(orderId),
        orderDecider,
        {
          type: 'PlaceOrder',
          data: {
            orderId,
            userId,
            plan: {
              planType: plan.planType,
              planDuration: plan.planDuration,
              name: plan.name,
              price: plan.price,
              durationDays: plan.durationDays,
            },
            accountNumber: input.accountNumber,
            network: input.network,
            discount,
            priceCents,
            paymentAddress: address,
            addressIndex: index,
            renews: renewed,
            now: clock().toISOString(),
          },
        },
        { metadata },
      );
      if (state.status === 'none') throw orderError.notFound();
      return orderViewFromState(state, usdt);
    } catch (error) {
      if (discount) await releaseDiscount(discount.discountId, orderId, metadata);
      throw error;
    }
  }

  async function submit(
    input: { orderId: string; transactionHash: string; userPaymentAddress?: string | null },
    userId: string,
    metadata: EventMetadata,
  ) {
    const { state } = await loadAggregate(store, orderStream(input.orderId), orderDecider);
    if (state.status === 'none' || state.userId !== userId) throw orderNotFound();
    const transactionHash = normalizeTransactionHash(input.transactionHash, state.network);
    if (!transactionHash) throw orderError.invalidTransactionHash();
    const reservation = transactionReservation(state.network, transactionHash);
    const claim = await claimReservation(store, reservation, input.orderId, metadata);
    if (!claim.claimed) {
      throw new DomainError('TRANSACTION_ALREADY_CLAIMED', PAYMENT_MESSAGES.transactionTaken, 'rule');
    }
    try {
      const result = await handleCommand(
        store,
        orderStream(input.orderId),
        orderDecider,
        {
          type: 'SubmitPayment',
          data: {
            userId,
            transactionHash,
            userPaymentAddress: input.userPaymentAddress ?? null,
            now: clock().toISOString(),
          },
        },
        { metadata },
      );
      return { orderId: input.orderId, status: result.state.status, transactionHash };
    } catch (error) {
      // The hash stays free for the order it really pays.
      await releaseAfterRefusal(store, reservation, input.orderId, claim, metadata, error);
      throw error;
    }
  }

  /** An admin confirms or rejects a payment under verification or held, with a reason. */
  async function decide(
    orderId: string,
    decision: 'confirm' | 'reject',
    reason: string,
    adminId: string,
    metadata: EventMetadata,
  ): Promise<PlacedOrder> {
    const now = clock().toISOString();
    const { state } = await handleCommand(
      store,
      orderStream(orderId),
      orderDecider,
      decision === 'confirm'
        ? { type: 'ConfirmPaymentManually', data: { adminId, reason, now } }
        : { type: 'RejectPaymentManually', data: { adminId, reason, now } },
      { metadata },
    );
    if (state.status === 'none') throw orderNotFound();
    return state;
  }

  /** Development only: pays a BEP20 order from the dev chain's wallet (the caller's own, or any for the CLI). */
  async function devPay(orderId: string, userId: string | 'dev-cli'): Promise<string> {
    const { state } = await loadAggregate(store, orderStream(orderId), orderDecider);
    if (!devPayments || state.status === 'none') throw orderNotFound();
    if (userId !== 'dev-cli' && state.userId !== userId) throw orderNotFound();
    if (state.network !== 'BEP20' || state.status !== 'pending') {
      throw new DomainError('DEV_PAYMENT_REFUSED', PAYMENT_MESSAGES.devPayRefused, 'rule');
    }
    return devPayments.pay(state.paymentAddress, BigInt(state.amountBaseUnits));
  }

  return { place, submit, decide, devPay };
}

export type OrderService = ReturnType<typeof createOrderService>;
