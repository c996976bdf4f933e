// The payment rules of ARCHITECTURE.md 'Payments' as one pure function: what a transaction, as
// the chain reports it, means for an order. Adapters translate node answers into `ChainTransaction`;
// nothing here trusts a node beyond the facts it reports.

/** One ERC-20/TRC-20 `Transfer` log. Addresses are in the network's canonical form (see `sameAddress`). */
export interface TokenTransfer {
  token: string;
  from: string;
  to: string;
  amount: bigint;
}

export interface ChainTransaction {
  hash: string;
  /** The transaction executed without reverting. */
  succeeded: boolean;
  blockNumber: number;
  blockTime: Date;
  transfers: readonly TokenTransfer[];
}

/** How settled the transaction's block is now. */
export interface Settlement {
  confirmations: number;
  required: number;
  /** Irreversible by the network's policy (TRON: solidified; BSC: finalized or enough blocks). */
  final: boolean;
}

export interface OrderToCheck {
  paymentAddress: string;
  amountBaseUnits: string;
  placedAt: string;
  expiresAt: string;
}

export type RejectionReason =
  | 'failed_transaction'
  | 'wrong_token'
  | 'wrong_recipient'
  | 'outside_window'
  | 'not_found'
  | 'admin';

export const REJECTION_MESSAGES: Readonly<Record<RejectionReason, string>> = {
  failed_transaction: 'The transaction failed on chain',
  wrong_token: 'The transaction did not transfer the official USDT token to the payment address',
  wrong_recipient: 'The transaction paid another address than this order’s payment address',
  outside_window: 'The transaction is older than the order',
  not_found: 'The transaction was not found on chain in time',
  admin: 'Rejected by an administrator',
};

export const HELD_MESSAGES = {
  underpaid: (received: string, expected: string, missing: string) =>
    `We received ${received} USDT of the ${expected} USDT due. Send the missing ${missing} USDT to the same address to complete your order; our team also reviews it.`,
  late: 'Your payment arrived after the payment window closed. Our team will review it and contact you.',
} as const;

/**
 * Block times are whole seconds on BSC and come from validators' clocks, which may differ from ours:
 * a block this close to either end of the window counts as inside it.
 */
export const BLOCK_TIME_TOLERANCE_MS = 2 * 60_000;

export type PaymentAssessment =
  | { kind: 'waiting'; confirmations: number; required: number }
  | { kind: 'confirmed'; received: bigint; overpaid: bigint; confirmations: number }
  | { kind: 'underpaid'; received: bigint; expected: bigint; confirmations: number }
  | { kind: 'late'; received: bigint; confirmations: number }
  | { kind: 'rejected'; reason: Exclude<RejectionReason, 'not_found' | 'admin'> };

/** EVM addresses compare case-insensitively (checksums are only a spelling); TRON base58 exactly. */
export function sameAddress(a: string, b: string): boolean {
  return a.startsWith('0x') || a.startsWith('0X') ? a.toLowerCase() === b.toLowerCase() : a === b;
}

export function assessPayment(
  order: OrderToCheck,
  officialToken: string,
  transaction: ChainTransaction,
  settlement: Settlement,
): PaymentAssessment {
  if (!transaction.succeeded) return { kind: 'rejected', reason: 'failed_transaction' };
  const toOrder = transaction.transfers.filter((t) => sameAddress(t.to, order.paymentAddress));
  const paying = toOrder.filter((t) => sameAddress(t.token, officialToken));
  if (paying.length === 0) {
    const officialElsewhere = transaction.transfers.some((t) => sameAddress(t.token, officialToken));
    return { kind: 'rejected', reason: officialElsewhere ? 'wrong_recipient' : 'wrong_token' };
  }
  const blockTime = transaction.blockTime.getTime();
  if (blockTime < Date.parse(order.placedAt) - BLOCK_TIME_TOLERANCE_MS) {
    return { kind: 'rejected', reason: 'outside_window' };
  }
  const { confirmations, required } = settlement;
  if (!settlement.final) return { kind: 'waiting', confirmations, required };
  const received = paying.reduce((sum, t) => sum + t.amount, 0n);
  const expected = BigInt(order.amountBaseUnits);
  if (blockTime > Date.parse(order.expiresAt) + BLOCK_TIME_TOLERANCE_MS) {
    return { kind: 'late', received, confirmations };
  }
  if (received < expected) return { kind: 'underpaid', received, expected, confirmations };
  return { kind: 'confirmed', received, overpaid: received - expected, confirmations };
}
