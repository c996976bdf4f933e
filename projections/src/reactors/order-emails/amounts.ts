// How the order emails write money and times for the trader: USDT always with two decimals (more
// only when the chain amount has them, so a sum to send stays exact).
import { formatUsdt, type Network } from '@shop/domain';

export const centsAsUsdt = (cents: number) => `${(cents / 100).toFixed(2)} USDT`;

export function baseUnitsAsUsdt(baseUnits: string | bigint, network: Network): string {
  const [whole, fraction = ''] = formatUsdt(baseUnits, network).split('.');
  return `${whole}.${fraction.padEnd(2, '0')} USDT`;
}

/** `2026-11-22T10:00:00.000Z` → `2026-11-22 10:00 UTC` */
export const readableTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
