// Where a transaction can be checked independently: its page on the network's block explorer (the admin's
// payments, the finance ledger, an owner's refund).
import { type Network, transactionExplorerUrl } from '@shop/domain';

export function transactionUrl(network: Network, hash: string): string {
  return transactionExplorerUrl(network, encodeURIComponent(hash));
}

/** `0x5e5e5e5e…5e5e5e5e`: enough of a 64-character hash to tell it apart in a table. */
export function shortHash(hash: string): string {
  return hash.length > 20 ? `${hash.slice(0, 10)}…${hash.slice(-8)}` : hash;
}
