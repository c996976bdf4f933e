// Which networks take payments on this server: a network needs a node (TRON_API_URL, BSC_RPC_URL).
import { NETWORK_INFO, type Network, TRON_SOLIDIFICATION_CONFIRMATIONS } from '@shop/domain';
import type { ChainSettings } from '@shop/infra';
import { type NetworkAvailability, PAYMENT_MESSAGES } from '../contracts/payments.js';

export function networkAvailability(chains: ChainSettings): NetworkAvailability[] {
  return [
    {
      network: 'TRC20',
      ...NETWORK_INFO.TRC20,
      available: chains.tron.apiUrl !== undefined,
      message: chains.tron.apiUrl ? null : PAYMENT_MESSAGES.tronUnavailable,
      confirmationsRequired: TRON_SOLIDIFICATION_CONFIRMATIONS,
    },
    {
      network: 'BEP20',
      ...NETWORK_INFO.BEP20,
      available: chains.bsc.rpcUrl !== undefined,
      message: chains.bsc.rpcUrl ? null : PAYMENT_MESSAGES.bscUnavailable,
      confirmationsRequired: chains.bsc.confirmations,
    },
  ];
}

export function confirmationsRequired(chains: ChainSettings, network: Network): number {
  return network === 'TRC20' ? TRON_SOLIDIFICATION_CONFIRMATIONS : chains.bsc.confirmations;
}
