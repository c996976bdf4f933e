// Payment keys fail closed: a network with a real node must have its own watch-only key, because
// without one the orders' addresses would come from the public development keys anyone can spend.
import type { Environment } from './environment.js';

const NETWORKS = [
  { node: 'BSC_RPC_URL', key: 'BEP20_XPUB' },
  { node: 'TRON_API_URL', key: 'TRC20_XPUB' },
] as const;

/** The sentence refusing a network's node given without its watch-only key. */
export function missingPaymentKeySentence(nodeVariable: string, keyVariable: string): string {
  return (
    `${nodeVariable} is set but ${keyVariable} is not: payments would go to the public development keys. ` +
    `Set ${keyVariable} to your wallet's watch-only xpub.`
  );
}

/** One sentence per configured network that lacks its watch-only key; empty when all is well. */
export function missingPaymentKeys(environment: Environment): string[] {
  return NETWORKS.filter(
    ({ node, key }) => environment[node] !== undefined && environment[key] === undefined,
  ).map(({ node, key }) => missingPaymentKeySentence(node, key));
}
