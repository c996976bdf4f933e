// The two ways to pay: USDT on TRON (TRC20) and on BNB Smart Chain (BEP20).

export type Network = 'TRC20' | 'BEP20';
export const NETWORKS: readonly Network[] = ['TRC20', 'BEP20'];
export const DEFAULT_NETWORK: Network = 'TRC20';

/** USDT's decimals on each chain: amounts are integers of 10^-decimals USDT. */
export const USDT_DECIMALS: Readonly<Record<Network, number>> = { TRC20: 6, BEP20: 18 };

export const NETWORK_INFO: Readonly<Record<Network, { name: string; blockExplorer: string }>> = {
  TRC20: { name: 'TRON (TRC20)', blockExplorer: 'https://tronscan.org' },
  BEP20: { name: 'BNB Smart Chain (BEP20)', blockExplorer: 'https://bscscan.com' },
};

/** The page of a transaction on the network's public block explorer. */
export function transactionExplorerUrl(network: Network, hash: string): string {
  const explorer = NETWORK_INFO[network].blockExplorer;
  return network === 'TRC20' ? `${explorer}/#/transaction/${hash}` : `${explorer}/tx/${hash}`;
}

/** Whole cents of USD (= USDT) to the chain's base units, exactly. */
export function centsToBaseUnits(cents: number, network: Network): bigint {
  return BigInt(cents) * 10n ** BigInt(USDT_DECIMALS[network] - 2);
}

/**
 * A transaction hash as the chain writes it, or undefined: 64 hex characters; on BEP20 with or
 * without `0x` (stored with it, lower-cased), on TRC20 without.
 */
export function normalizeTransactionHash(hash: string, network: Network): string | undefined {
  const trimmed = hash.trim();
  const hex = network === 'BEP20' ? trimmed.replace(/^0x/i, '') : trimmed;
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) return undefined;
  return network === 'BEP20' ? `0x${hex.toLowerCase()}` : hex.toLowerCase();
}

/** Base units as an exact USDT amount, without trailing zeros: '105600000' on TRC20 → '105.6'. */
export function formatUsdt(baseUnits: string | bigint, network: Network): string {
  const value = BigInt(baseUnits);
  const scale = 10n ** BigInt(USDT_DECIMALS[network]);
  const whole = value / scale;
  const fraction = (value % scale).toString().padStart(USDT_DECIMALS[network], '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole.toString();
}

/** Base units as people read USDT: at least two decimals, every further one that is not zero ('105.60'). */
export function displayUsdt(baseUnits: string | bigint, network: Network): string {
  const [whole, fraction = ''] = formatUsdt(baseUnits, network).split('.');
  return `${whole}.${fraction.padEnd(2, '0')}`;
}

/** TRON blocks come every 3 s and solidify after 19 confirmations (2/3 of the 27 super representatives + 1). */
export const TRON_SOLIDIFICATION_CONFIRMATIONS = 19;
