// Which key each network's payment addresses derive from: the operator's watch-only key, the public
// development keys (only on the embedded dev chain), or none for a network without a node.
import type { Config } from '../config/config.js';
import { missingPaymentKeySentence } from '../config/payment-key-rule.js';
import { DEV_EXTENDED_PUBLIC_KEYS, type PaymentNetwork } from './payment-addresses.js';

export type PaymentKeyChoice =
  | { network: PaymentNetwork; kind: 'watch-only'; xpub: string }
  | { network: PaymentNetwork; kind: 'development'; xpub: string }
  | { network: PaymentNetwork; kind: 'none' };

export class UnsafePaymentKeyError extends Error {
  override readonly name = 'UnsafePaymentKeyError';
}

/**
 * `devChain`: BSC is the embedded dev chain that `npm start` runs, whose test USDT the development
 * wallet holds. Config validation already refuses a real node without its key; this refuses again, so
 * no caller can reach the development keys by building a config by hand.
 */
export function choosePaymentKeys(
  config: Pick<Config, 'paymentKeys' | 'chains'>,
  { devChain }: { devChain: boolean },
): PaymentKeyChoice[] {
  const nodes: Record<PaymentNetwork, { node: string | undefined; variables: [string, string] }> = {
    BEP20: { node: config.chains.bsc.rpcUrl, variables: ['BSC_RPC_URL', 'BEP20_XPUB'] },
    TRC20: { node: config.chains.tron.apiUrl, variables: ['TRON_API_URL', 'TRC20_XPUB'] },
  };
  return (['BEP20', 'TRC20'] as const).map((network): PaymentKeyChoice => {
    const xpub = config.paymentKeys[network];
    if (xpub) return { network, kind: 'watch-only', xpub };
    if (network === 'BEP20' && devChain)
      return { network, kind: 'development', xpub: DEV_EXTENDED_PUBLIC_KEYS.BEP20 };
    const { node, variables } = nodes[network];
    if (node !== undefined) {
      const [nodeVariable, keyVariable] = variables;
      throw new UnsafePaymentKeyError(missingPaymentKeySentence(nodeVariable, keyVariable));
    }
    return { network, kind: 'none' };
  });
}

/** The keys to derive addresses from; a network without one has no addresses. */
export function paymentKeysOf(choices: readonly PaymentKeyChoice[]): Partial<Record<PaymentNetwork, string>> {
  return Object.fromEntries(
    choices.flatMap((choice) => (choice.kind === 'none' ? [] : [[choice.network, choice.xpub]])),
  );
}

/** One line for the start log, e.g. "BEP20: watch-only key xpub6…abcd". */
export function describePaymentKey(choice: PaymentKeyChoice): string {
  if (choice.kind === 'none') return `${choice.network}: no node configured, so no orders and no addresses`;
  if (choice.kind === 'development') return `${choice.network}: public development keys (dev chain only)`;
  const shown = `${choice.xpub.slice(0, 5)}…${choice.xpub.slice(-4)}`;
  return choice.xpub === DEV_EXTENDED_PUBLIC_KEYS[choice.network]
    ? `${choice.network}: watch-only key ${shown}, which is the public development key: anyone can spend what it receives`
    : `${choice.network}: watch-only key ${shown}`;
}
