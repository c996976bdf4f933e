// The chain clients this deployment can use: a network without a configured node takes no payments.
import type { ChainSettings } from '@shop/infra';
import { createBscClient } from './bsc/bsc-client.js';
import type { ChainClient } from './chain-client.js';
import { createTronClient } from './tron/tron-client.js';

export function createChainClients(chains: ChainSettings): ChainClient[] {
  const clients: ChainClient[] = [];
  if (chains.tron.apiUrl) {
    clients.push(
      createTronClient({
        apiUrl: chains.tron.apiUrl,
        apiKey: chains.tron.apiKey,
        usdtContract: chains.tron.usdtContract,
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
