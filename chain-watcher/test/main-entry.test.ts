// The chain watcher's production entry point (chain-watcher/src/main.ts) as its own process on a test
// database and a real anvil chain: it finds a BEP20 payment to an open order by itself and appends the
// confirmation, counts node failures per network (TRON points at a closed port) and the work waiting,
// serves /health and /metrics on METRICS_PORT, exits with code 0 soon after SIGTERM, and refuses to
// start with a TRON node but no watch-only key.
import { findPlan, type Network, orderDecider, orderStream } from '@shop/domain';
import {
  createLogger,
  createPaymentAddressBook,
  DEV_EXTENDED_PUBLIC_KEYS,
  deriveAppKeys,
  type EventMetadata,
  type EventStore,
  handleCommand,
  newId,
} from '@shop/infra';
import {
  createTestDatabase,
  createTestEventStore,
  eventually,
  findFreePort,
  parsePrometheusText,
  type ServiceProcess,
  samplesOf,
  startServiceProcess,
  type TestDatabase,
} from '@shop/infra/testing';
import { allProjectors, type ProjectionsService, startProjectionsService } from '@shop/projections';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../src/testing/anvil-chain.js';

const APP_SECRET = 'entry-point-test-secret-0123456789abcdef';
const addresses = createPaymentAddressBook(DEV_EXTENDED_PUBLIC_KEYS);

let database: TestDatabase;
let chain: TestChain;
let store: EventStore;
let projections: ProjectionsService;
let watcher: ServiceProcess;
let base: string;

beforeAll(async () => {
  database = await createTestDatabase();
  chain = await startTestChain();
  // The same wrapping key as the watcher process, which derives it from APP_SECRET.
  const opened = await createTestEventStore(database, deriveAppKeys(APP_SECRET).personalDataKey);
  store = opened.store;
  // The orders read model the watcher works from, kept by projections running in this process.
  projections = await startProjectionsService({
    store,
    pool: database.pool,
    personalDataKeys: opened.personalDataKeys,
    databaseUrl: database.url,
    logger: createLogger({ level: 'silent', pretty: false }),
    projectors: allProjectors,
  });
}, 60_000);

afterAll(async () => {
  await watcher?.stop('SIGKILL');
  await projections?.stop();
  await store?.close();
  await chain?.stop();
  await database?.drop();
});

const metadata = (): EventMetadata => ({
  actor: 'system:entry-test',
  correlationId: 'entry-test',
  causationId: null,
  occurredAt: new Date().toISOString(),
});

async function placeOrder(network: Network, index: number) {
  const plan = findPlan('starter', '1month')!;
  const orderId = newId();
  const { state } = await handleCommand(
    store,
    orderStream(orderId),
    orderDecider,
    {
      type: 'PlaceOrder',
      data: {
        orderId,
        userId: newId(),
        plan: {
          planType: plan.planType,
          planDuration: plan.planDuration,
          name: plan.name,
          price: plan.price,
          durationDays: plan.durationDays,
        },
        accountNumber: 5_550_000 + index,
        network,
        discount: null,
        priceCents: plan.price * 100,
        paymentAddress: addresses.addressAt(network, index),
        addressIndex: index,
        now: new Date().toISOString(),
      },
    },
    { metadata: metadata() },
  );
  if (state.status === 'none') throw new Error('order not placed');
  return state;
}

const metrics = async () => parsePrometheusText(await (await fetch(`${base}/metrics`)).text());
const sample = async (name: string, labels: Record<string, string>) =>
  samplesOf(await metrics(), name, { service: 'chain-watcher', ...labels })[0]?.value;

it('confirms a BEP20 payment it discovers and counts node errors and waiting work per network', async () => {
  const bep20 = await placeOrder('BEP20', 0);
  await placeOrder('TRC20', 0);
  const port = await findFreePort();
  const closedPort = await findFreePort();
  base = `http://127.0.0.1:${port}`;
  watcher = startServiceProcess('chain-watcher/src/main.ts', {
    NODE_ENV: 'production',
    DATABASE_URL: database.url,
    APP_SECRET,
    PUBLIC_URL: 'http://shop.test',
    HOST: '127.0.0.1',
    METRICS_PORT: String(port),
    BSC_RPC_URL: chain.rpcUrl,
    BEP20_USDT_CONTRACT: chain.officialToken,
    BSC_CONFIRMATIONS: '1',
    TRON_API_URL: `http://127.0.0.1:${closedPort}`,
    // The orders' addresses come from the development keys, given explicitly as a test may.
    BEP20_XPUB: DEV_EXTENDED_PUBLIC_KEYS.BEP20,
    TRC20_XPUB: DEV_EXTENDED_PUBLIC_KEYS.TRC20,
    CHAIN_POLL_SECONDS: '0.2',
  });
  await watcher.waitFor(`${base}/health`, { timeoutMs: 60_000 });
  const health = await (await fetch(`${base}/health`)).json();
  expect(health).toMatchObject({ healthy: true, database: 'up' });

  await eventually(
    async () =>
      (await sample('shop_chain_watcher_queue', { network: 'BEP20', stage: 'awaiting_payment' })) === 1
        ? true
        : undefined,
    { what: 'the BEP20 order waiting for payment', timeoutMs: 30_000, explain: () => watcher.output() },
  );
  await eventually(
    async () => ((await sample('shop_chain_node_errors_total', { network: 'TRC20' })) ?? 0) > 0 || undefined,
    { what: 'a TRON node error', timeoutMs: 30_000, explain: () => watcher.output() },
  );

  // Pay the order's address; no hash is submitted: the watcher's discovery must find it.
  await chain.transfer(chain.officialToken, bep20.paymentAddress, BigInt(bep20.amountBaseUnits));
  const confirmed = await eventually(
    async () => {
      for await (const event of store.readStream(orderStream(bep20.orderId)))
        if (event.type === 'PaymentConfirmed') return event;
      return undefined;
    },
    { what: 'PaymentConfirmed', timeoutMs: 30_000, explain: () => watcher.output() },
  );
  expect(confirmed.metadata).toMatchObject({
    actor: 'system:chain-watcher',
    correlationId: `order-${bep20.orderId}`,
  });

  await eventually(
    async () =>
      (await sample('shop_chain_watcher_queue', { network: 'BEP20', stage: 'awaiting_payment' })) === 0
        ? true
        : undefined,
    { what: 'the paid order leaving the queue', timeoutMs: 30_000, explain: () => watcher.output() },
  );
  expect(await sample('shop_chain_watcher_queue', { network: 'TRC20', stage: 'awaiting_payment' })).toBe(1);
  expect(await sample('shop_chain_node_errors_total', { network: 'BEP20' })).toBe(0);
  expect(await sample('shop_event_store_appends_total', { outcome: 'ok' })).toBeGreaterThanOrEqual(2);
}, 90_000);

it('exits with code 0 on SIGTERM, its cleanup finished before the shutdown deadline', async () => {
  const exit = await watcher.stop('SIGTERM');
  expect(exit).toMatchObject({ code: 0, signal: null });
  // Code 0 is a finished cleanup: one that hangs is cut off with code 1 (infra/src/process/shutdown.ts).
  expect(watcher.output()).not.toContain('shutdown took too long');
});

it('refuses to start with a TRON node but no watch-only key, naming both variables', async () => {
  const refused = startServiceProcess('chain-watcher/src/main.ts', {
    NODE_ENV: 'production',
    DATABASE_URL: database.url,
    APP_SECRET,
    PUBLIC_URL: 'http://shop.test',
    TRON_API_URL: 'https://api.trongrid.io',
    TRON_API_KEY: 'tron-key',
  });
  expect(await refused.exited).toEqual({ code: 1, signal: null });
  expect(refused.output()).toContain(
    'TRON_API_URL is set but TRC20_XPUB is not: payments would go to the public development keys. ' +
      "Set TRC20_XPUB to your wallet's watch-only xpub.",
  );
}, 60_000);
