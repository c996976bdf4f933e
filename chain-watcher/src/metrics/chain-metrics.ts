// Prometheus series of the chain watcher: node failures per network (counted as they happen) and the
// work waiting per network (read from PostgreSQL when scraped): orders whose transaction awaits a
// verdict, transfers found but not yet attached, and orders still waiting for a payment.
import type { Network } from '@shop/domain';
import { Counter, Gauge, type Registry } from '@shop/infra';
import { sql } from 'kysely';
import { type ChainClient, ChainUnavailableError } from '../chains/chain-client.js';
import type { WatchDb } from '../watcher/watch-state.js';

export function registerChainMetrics(registry: Registry, db: WatchDb, networks: readonly Network[]) {
  const nodeErrors = new Counter({
    name: 'shop_chain_node_errors_total',
    help: 'Calls to a payment network node that failed (timeout, rate limit, outage, malformed answer)',
    labelNames: ['network'],
    registers: [registry],
  });
  for (const network of networks) nodeErrors.labels(network).inc(0);
  new Gauge({
    name: 'shop_chain_watcher_queue',
    help: 'Work waiting per network: verifying (transaction awaits a verdict), candidates (found, not attached), awaiting_payment',
    labelNames: ['network', 'stage'],
    registers: [registry],
    async collect() {
      const { rows } = await sql<{ network: string; stage: string; count: number }>`
        select network, 'verifying' as stage, count(*)::int as count from orders
          where status = 'verifying' group by network
        union all
        select network, 'awaiting_payment', count(*)::int from orders where status = 'pending' group by network
        union all
        select network, 'candidates', count(*)::int from chain_candidates group by network`.execute(db);
      this.reset();
      for (const network of networks)
        for (const stage of ['verifying', 'candidates', 'awaiting_payment'])
          this.labels(network, stage).set(0);
      for (const row of rows) this.labels(row.network, row.stage).set(row.count);
    },
  });
  return {
    /** The client, counting each ChainUnavailableError it throws. */
    meter: (client: ChainClient) => meterChainClient(client, () => nodeErrors.labels(client.network).inc()),
  };
}

function meterChainClient(client: ChainClient, failed: () => void): ChainClient {
  const counted = async <T>(call: Promise<T>): Promise<T> => {
    try {
      return await call;
    } catch (error) {
      if (error instanceof ChainUnavailableError) failed();
      throw error;
    }
  };
  return {
    network: client.network,
    officialToken: client.officialToken,
    requiredConfirmations: client.requiredConfirmations,
    findTransaction: (hash) => counted(client.findTransaction(hash)),
    settlement: (transaction) => counted(client.settlement(transaction)),
    discover: (watched, cursor) => counted(client.discover(watched, cursor)),
  };
}
