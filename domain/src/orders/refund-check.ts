// What a refund transaction, as the chain reports it, means for a refund: verified, still settling, or failed with the reason.
import type { Network } from './networks.js';
import {
  BLOCK_TIME_TOLERANCE_MS,
  type ChainTransaction,
  type Settlement,
  sameAddress,
} from './payment-check.js';

export interface RefundToCheck {
  /** Addresses the money may go back to: the one that paid the order and the one the buyer gave. */
  recipients: readonly string[];
  /** The refund's amount in the network's base units, as a decimal string. */
  amountBaseUnits: string;
  requestedAt: string;
}

export type RefundFailureReason =
  | 'failed_transaction'
  | 'wrong_token'
  | 'wrong_recipient'
  | 'too_little'
  | 'before_request'
  | 'not_found';

export const REFUND_FAILURE_MESSAGES: Readonly<Record<RefundFailureReason, string>> = {
  failed_transaction: 'The refund transaction failed on chain.',
  wrong_token: 'The refund transaction did not transfer the official USDT token.',
  wrong_recipient:
    'The refund transaction sent USDT to another address than the one that paid the order or the refund address the buyer gave.',
  too_little: 'The refund transaction sent less USDT than the refund amount.',
  before_request: 'The refund transaction is older than the refund request.',
  not_found: 'The refund transaction was not found on chain in time.',
};

export type RefundAssessment =
  | { kind: 'waiting'; confirmations: number; required: number }
  | { kind: 'verified'; sent: bigint; recipient: string; confirmations: number }
  | { kind: 'failed'; reason: Exclude<RefundFailureReason, 'not_found'> };

export function assessRefund(
  refund: RefundToCheck,
  officialToken: string,
  transaction: ChainTransaction,
  settlement: Settlement,
): RefundAssessment {
  if (!transaction.succeeded) return { kind: 'failed', reason: 'failed_transaction' };
  const official = transaction.transfers.filter((t) => sameAddress(t.token, officialToken));
  if (official.length === 0) return { kind: 'failed', reason: 'wrong_token' };
  const toRecipient = official.filter((t) => refund.recipients.some((r) => sameAddress(t.to, r)));
  if (toRecipient.length === 0) return { kind: 'failed', reason: 'wrong_recipient' };
  if (transaction.blockTime.getTime() < Date.parse(refund.requestedAt) - BLOCK_TIME_TOLERANCE_MS) {
    return { kind: 'failed', reason: 'before_request' };
  }
  const { confirmations, required } = settlement;
  if (!settlement.final) return { kind: 'waiting', confirmations, required };
  const sent = toRecipient.reduce((sum, t) => sum + t.amount, 0n);
  if (sent < BigInt(refund.amountBaseUnits)) return { kind: 'failed', reason: 'too_little' };
  return { kind: 'verified', sent, recipient: toRecipient[0]!.to, confirmations };
}

const ADDRESS_FORMATS: Readonly<Record<Network, RegExp>> = {
  BEP20: /^0x[0-9a-fA-F]{40}$/,
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
};

/** A wallet address in the network's format (BEP20: 0x and 40 hex digits; TRC20: base58 starting with T), trimmed; else undefined. */
export function normalizeWalletAddress(address: string, network: Network): string | undefined {
  const trimmed = address.trim();
  return ADDRESS_FORMATS[network].test(trimmed) ? trimmed : undefined;
}
