// Token amounts as admins read them: base units written out exactly with the network's decimals
// (the domain's BigInt arithmetic: 18 decimals are far beyond a float's precision).
import { formatUsdt as formatBaseUnits, type Network } from '@shop/domain';

/** `'49000000'` on TRC20 (6 decimals) or `'49000000000000000000'` on BEP20 (18) → `'49 USDT'`; anything else as given. */
export function formatUsdt(baseUnits: string, network: Network): string {
  return /^\d+$/.test(baseUnits) ? `${formatBaseUnits(baseUnits, network)} USDT` : baseUnits;
}
