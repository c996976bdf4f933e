// Token amounts as admins read them: base units (integers of 10^-decimals USDT, as the chain counts them)
// written out as an exact decimal, by string arithmetic: 18 decimals are far beyond a float's precision.
import { type Network, USDT_DECIMALS } from '@shop/domain';

/** `'105600000'` with 6 decimals → `'105.6'`; no trailing zeros, `'0'` for nothing. Non-digits come back as given. */
export function formatBaseUnits(baseUnits: string, decimals: number): string {
  if (!/^\d+$/.test(baseUnits)) return baseUnits;
  const digits = baseUnits.replace(/^0+(?=\d)/, '');
  if (decimals <= 0) return digits;
  const padded = digits.padStart(decimals + 1, '0');
  const whole = padded.slice(0, -decimals);
  const fraction = padded.slice(-decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** `'49000000'` on TRC20 (6 decimals) or `'49000000000000000000'` on BEP20 (18) → `'49 USDT'`. */
export function formatUsdt(baseUnits: string, network: Network): string {
  return `${formatBaseUnits(baseUnits, USDT_DECIMALS[network])} USDT`;
}
