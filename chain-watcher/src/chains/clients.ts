// The chain clients this deployment can use: a network without a configured node takes no payments.
import type { ChainSettings, Logger } from '@shop/infra';
import { createBscClient } from './bsc/bsc-client.js';
import type { ChainClient } from './chain-client.js';
import { createTronClient } from './tron/tron-client.js';

/** `logger` hears of watched addresses whose TRON history could not be read (asked again next round). */
export function createChainClients(chains: ChainSettings, logger?: Logger): ChainClient[] {
  const clients: ChainClient[] = [];
  if (chains.tron.apiUrl) {
    clients.push(
      createTronClient({
        apiUrl: chains.tron.apiUrl,
        apiKey: chains.tron.apiKey,
        usdtContract: chains.tron.usdtContract,
        onDiscoveryProblem: ({ orderId, address, error }) =>
          logger?.warn(
            { network: 'TRC20', orderId, address, err: error.message },
            'TRC20 discovery could not read this address’s history; it is asked again next round.',
          ),
      }),
    );
  }
  if (chains.bsc.rpcUrl) {
    clients.push(
      createBscClient({
        rpcUrl: chains.bsc.rpcUrl,
        usdtContract: chains.bsc.usdtContract,
        confirmations: chains.bsc.confirmations,
      }),
    );
  }
  return clients;
}
