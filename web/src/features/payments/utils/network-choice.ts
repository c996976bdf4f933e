// The network choice on Plan Details (spec §2 Payment page: TRC20 or BEP20, TRC20 by default), with the
// server's word on which of them can take a payment right now (GET /api/payments/networks).
import type { NetworkAvailability } from '@shop/command-api/contracts';
import { DEFAULT_NETWORK, NETWORK_INFO, NETWORKS, type Network } from '@shop/domain';

export type NetworkOption = {
  network: Network;
  name: string;
  available: boolean;
  /** Why the network cannot be chosen; null while it can. */
  message: string | null;
};

/** Shown when the server says a network is unavailable without saying why. */
export const NETWORK_UNAVAILABLE = 'Unavailable right now';

/**
 * Every network the shop sells on, in its usual order. Without an answer from the server (still loading, or
 * failed) each one is offered: the server checks the network again when the order is placed.
 */
export function networkOptions(availability: readonly NetworkAvailability[] | undefined): NetworkOption[] {
  return NETWORKS.map((network) => {
    const reported = availability?.find((entry) => entry.network === network);
    const available = reported?.available ?? true;
    return {
      network,
      name: reported?.name || NETWORK_INFO[network].name,
      available,
      message: available ? null : reported?.message || NETWORK_UNAVAILABLE,
    };
  });
}

/**
 * The network the order goes on: the person's choice while it is available; otherwise TRC20 (the spec's
 * default) when available, else the first available one. With none available the choice stands, and the
 * server's refusal says why.
 */
export function effectiveNetwork(options: readonly NetworkOption[], chosen: Network | null): Network {
  const usable = options.filter((option) => option.available).map((option) => option.network);
  if (chosen && usable.includes(chosen)) return chosen;
  if (usable.includes(DEFAULT_NETWORK)) return DEFAULT_NETWORK;
  return usable[0] ?? chosen ?? DEFAULT_NETWORK;
}
