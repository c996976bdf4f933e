// What happens to an order from placement to payment. Amounts are fixed at placement.
import type { Event } from '../core/message.js';
import type { PlanDuration, PlanType } from '../plans/plans.js';
import type { Network } from './networks.js';
import type { RejectionReason } from './payment-check.js';
import type { RefundFailureReason } from './refund-check.js';

export interface OrderedPlan {
  planType: PlanType;
  planDuration: PlanDuration;
  name: string;
  price: number;
  durationDays: number;
}

export type OrderPlaced = Event<
  'OrderPlaced',
  {
    orderId: string;
    userId: string;
    plan: OrderedPlan;
    accountNumber: number;
    network: Network;
    discount: { discountId: string; code: string; discountCents: number } | null;
    priceCents: number;
    amountCents: number;
    /** USDT base units on `network`, as a decimal string (it does not fit a JS number on BEP20). */
    amountBaseUnits: string;
    paymentAddress: string;
    addressIndex: number;
    placedAt: string;
    expiresAt: string;
    /**
     * The licence a paid order extends, chosen at placement (by the buyer, or because the account
     * already had one). Absent on orders placed before renewals were bound: the renewal rule decides.
     */
    renews?: { licenceId: string; licenseKey: string } | null;
  }
>;
export type PaymentSubmitted = Event<
  'PaymentSubmitted',
  {
    transactionHash: string;
    userPaymentAddress: string | null;
    submittedAt: string;
    /** The order's owner, whose key protects the wallet address (absent on events older than erasure). */
    userId?: string;
  }
>;
export type OrderExpired = Event<'OrderExpired', { expiredAt: string }>;
/**
 * The chain watcher found a transfer of the token to the order's address. It takes the place of a
 * submitted hash still under verification (`replaces`): the chain's record beats a pasted one.
 */
export type PaymentDetected = Event<
  'PaymentDetected',
  { transactionHash: string; replaces: string | null; detectedAt: string }
>;

/** Where on chain the payment sits; null where an admin confirmed without a chain record. */
interface OnChain {
  transactionHash: string | null;
  /** USDT base units received by the order's address, as a decimal string. */
  receivedBaseUnits: string | null;
  blockNumber: number | null;
  blockTime: string | null;
  confirmations: number | null;
}

/** Paid: by the chain watcher (`confirmedBy: 'chain'`) or by an admin with a reason. */
export type PaymentConfirmed = Event<
  'PaymentConfirmed',
  OnChain & {
    /** Base units paid beyond the amount (accepted and flagged); '0' when exact. */
    overpaidBaseUnits: string;
    confirmedBy: string;
    reason: string | null;
    confirmedAt: string;
    /** On an admin's decision: the order's owner, whose key protects the admin's words about them. */
    userId?: string;
  }
>;
/**
 * Less than the amount arrived (`receivedBaseUnits` counts every transaction of the order so far):
 * the buyer may send the rest to the same address until `topUpUntil`, and an admin may decide.
 */
export type PaymentUnderpaid = Event<
  'PaymentUnderpaid',
  OnChain & {
    transactionHash: string;
    receivedBaseUnits: string;
    expectedBaseUnits: string;
    heldAt: string;
    /** Absent on events recorded before top-ups were taken. */
    topUpUntil?: string;
  }
>;
/**
 * A transaction sent to top up an underpaid order does not pay it (failed, wrong token, not found):
 * the order stays underpaid with what it had received.
 */
export type TopUpRejected = Event<
  'TopUpRejected',
  {
    transactionHash: string;
    reason: RejectionReason;
    message: string;
    rejectedAt: string;
    /** The last transaction that did count: it stays the order's transaction. */
    settledTransactionHash: string | null;
  }
>;
/** The payment arrived after the window closed: held for an admin. */
export type PaymentLate = Event<
  'PaymentLate',
  OnChain & { transactionHash: string; receivedBaseUnits: string; heldAt: string }
>;
export type PaymentRejected = Event<
  'PaymentRejected',
  {
    transactionHash: string | null;
    reason: RejectionReason;
    message: string;
    /** 'chain' or the admin's user id. */
    rejectedBy: string;
    /** The admin's words, when an admin rejected. */
    note: string | null;
    rejectedAt: string;
    /** On an admin's decision: the order's owner, whose key protects the admin's words about them. */
    userId?: string;
  }
>;
/** The licence a confirmed payment bought: newly issued, or an existing one extended. */
export type LicenceDelivered = Event<
  'LicenceDelivered',
  { licenceId: string; licenseKey: string; expiresAt: string | null; renewed: boolean; deliveredAt: string }
>;

/** The owner asks for their money back (7-day money-back guarantee). */
export type RefundRequested = Event<
  'RefundRequested',
  {
    userId: string;
    reason: string | null;
    amountCents: number;
    requestedAt: string;
    /** Where the buyer wants the money; absent or null: back to the address that paid the order. */
    refundAddress?: string | null;
  }
>;
/** What a refund takes back: the licence the order bought, and whether the order only renewed it. */
interface RefundedLicence {
  amountCents: number;
  licenceId: string | null;
  renewed: boolean;
  durationDays: number;
}
/**
 * An admin sent the money back in `refundTransactionHash`. With `awaitsChainVerification` the chain
 * watcher verifies the transaction first (RefundVerified or RefundVerificationFailed); without it
 * (approvals recorded before refunds were verified on chain) the refund took effect at once.
 */
export type RefundApproved = Event<
  'RefundApproved',
  RefundedLicence & {
    userId: string;
    adminId: string;
    refundTransactionHash: string;
    note: string | null;
    approvedAt: string;
    awaitsChainVerification?: true;
  }
>;
/** The chain shows the refund transaction final and right: the refund is done, the licence goes. */
export type RefundVerified = Event<
  'RefundVerified',
  RefundedLicence & {
    userId: string;
    /** The admin who approved the refund. */
    adminId: string;
    refundTransactionHash: string;
    recipient: string;
    /** USDT base units sent to the recipient, as a decimal string. */
    sentBaseUnits: string;
    blockNumber: number | null;
    blockTime: string | null;
    verifiedAt: string;
  }
>;
/** The refund transaction does not prove the refund: the refund waits for the admin again. */
export type RefundVerificationFailed = Event<
  'RefundVerificationFailed',
  {
    userId: string;
    refundTransactionHash: string;
    reason: RefundFailureReason;
    message: string;
    failedAt: string;
  }
>;
export type RefundRejected = Event<
  'RefundRejected',
  { userId: string; adminId: string; reason: string; rejectedAt: string }
>;

export type OrderEvent =
  | RefundRequested
  | RefundApproved
  | RefundVerified
  | RefundVerificationFailed
  | RefundRejected
  | OrderPlaced
  | PaymentSubmitted
  | OrderExpired
  | PaymentDetected
  | PaymentConfirmed
  | PaymentUnderpaid
  | PaymentLate
  | TopUpRejected
  | PaymentRejected
  | LicenceDelivered;
