// Where a transaction can be checked independently: its page on the network's block explorer (the admin's
// payments, the finance ledger, an owner's refund).
import type { Network } from '@shop/domain';

const TRANSACTION_PAGES: Readonly<Record<Network, (hash: string) => string>> = {
  TRC20: (hash) => `https://tronscan.org/#/transaction/${hash}`,
  BEP20: (hash) => `https://bscscan.com/tx/${hash}`,
};

export function transactionUrl(network: Network, hash: string): string {
  return TRANSACTION_PAGES[network](encodeURIComponent(hash));
}

/** `0x5e5e5e5e…5e5e5e5e`: enough of a 64-character hash to tell it apart in a table. */
export function shortHash(hash: string): string {
  return hash.length > 20 ? `${hash.slice(0, 10)}…${hash.slice(-8)}` : hash;
}
