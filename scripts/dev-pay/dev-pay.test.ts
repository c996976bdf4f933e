// `npm run dev:pay` against services run apart on a local anvil: with the services' DATABASE_URL and
// BSC_RPC_URL it deploys the test USDT, then pays an unpaid BEP20 order from the chain's dev account,
// reading the order from the read model; it refuses what it may not pay, saying why.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type AnvilNode, createLocalProvider, startAnvil, tokenBalance } from '@shop/chain-watcher/dev-chain';
import { createKysely, DEV_EXTENDED_PUBLIC_KEYS, newId } from '@shop/infra';
import { createTestDatabase, findFreePort, type TestDatabase } from '@shop/infra/testing';
import { migrateReadModels, type ReadModels } from '@shop/projections';
import { afterAll, beforeAll, expect, it } from 'vitest';

const run = promisify(execFile);
const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));

let anvil: AnvilNode;
let database: TestDatabase;
let dataDir: string;
let usdtContract: string;

beforeAll(async () => {
  // As an operator starts it: anvil with its funded dev account, on BSC's chain id.
  [anvil, database, dataDir] = await Promise.all([
    startAnvil({ chainId: 56, prefundedAccounts: 1 }),
    createTestDatabase(),
    mkdtemp(join(tmpdir(), 'dev-pay-')),
  ]);
  await migrateReadModels(createKysely<ReadModels>(database.pool));
}, 60_000);

afterAll(async () => {
  await anvil?.stop();
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** `npm run dev:pay -- <argument>` with the services' environment; its exit code and output. */
async function devPay(argument: string, env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', '--conditions=source', 'scripts/dev-pay.ts', argument],
      {
        cwd: repositoryRoot,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '/tmp',
          DATABASE_URL: database.url,
          BSC_RPC_URL: anvil.rpcUrl,
          BEP20_XPUB: DEV_EXTENDED_PUBLIC_KEYS.BEP20,
          DATA_DIR: dataDir,
          ...(usdtContract ? { BEP20_USDT_CONTRACT: usdtContract } : {}),
          ...env,
        },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** An order as the projections service writes it into the read model. */
async function placeOrder(fields: { network?: string; status?: string; amountBaseUnits: bigint }) {
  const orderId = newId();
  const paymentAddress = `0x${randomBytes(20).toString('hex')}`;
  const now = new Date();
  await database.pool.query(
    `insert into orders (order_id, user_id, status, plan_type, plan_duration, plan_name, account_number,
       network, price_cents, amount_cents, amount_base_units, discount_cents, payment_address, placed_at,
       expires_at, updated_at, revision)
     values ($1, $2, $3, 'starter', '1month', 'Starter', 1234567, $4, 4900, 4900, $5, 0, $6, $7, $8, $7, 1)`,
    [
      orderId,
      newId(),
      fields.status ?? 'pending',
      fields.network ?? 'BEP20',
      fields.amountBaseUnits.toString(),
      paymentAddress,
      now,
      new Date(now.getTime() + 30 * 60_000),
    ],
  );
  return { orderId, paymentAddress };
}

it('deploys the test USDT, then pays an unpaid BEP20 order its exact amount from the dev account', async () => {
  const noToken = await placeOrder({ amountBaseUnits: 10n ** 18n });
  const missing = await devPay(noToken.orderId);
  expect(missing.code).toBe(1);
  expect(missing.stderr).toContain('No contract at BEP20_USDT_CONTRACT');
  expect(missing.stderr).toContain('npm run dev:pay -- --deploy-usdt');

  const deployed = await devPay('--deploy-usdt');
  expect(deployed.code).toBe(0);
  usdtContract = /Deployed a test USDT at (0x[0-9a-fA-F]{40})/.exec(deployed.stdout)![1]!;

  const amount = 49_123_456_789_000_000_000n;
  const order = await placeOrder({ amountBaseUnits: amount });
  const paid = await devPay(order.orderId);
  expect(paid.stderr).toBe('');
  expect(paid.code).toBe(0);
  const hash = /Paid order \S+: transaction (0x[0-9a-f]{64})/.exec(paid.stdout)![1]!;
  const provider = createLocalProvider(anvil.rpcUrl);
  try {
    expect(await tokenBalance(provider, usdtContract, order.paymentAddress)).toBe(amount);
    expect((await provider.getTransactionReceipt(hash))?.status).toBe(1);
  } finally {
    provider.destroy();
  }
}, 60_000);

it('refuses an order it may not pay, and a node that is not anvil, saying why', async () => {
  const paidAlready = await placeOrder({ status: 'confirmed', amountBaseUnits: 10n ** 18n });
  const tron = await placeOrder({ network: 'TRC20', amountBaseUnits: 10n ** 6n });
  for (const { orderId } of [paidAlready, tron]) {
    const refused = await devPay(orderId);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^Payment refused: Only an unpaid BEP20 order can be paid/);
  }
  const unknown = await devPay(newId());
  expect(unknown.stderr).toMatch(/^Payment refused: No order \S+ in the shop's database/);
  const nobody = await devPay(newId(), { BSC_RPC_URL: `http://127.0.0.1:${await findFreePort()}` });
  expect(nobody.code).toBe(1);
  expect(nobody.stderr).toMatch(/^Payment refused: Could not reach BSC_RPC_URL/);

  // A real node's JSON-RPC (here one that says it is geth): never paid from.
  const geth = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({ jsonrpc: '2.0', id: 1, result: 'Geth/v1.13.15-stable/linux-amd64/go1.22' }),
    );
  });
  await new Promise<void>((resolve) => geth.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = geth.address() as AddressInfo;
    const realNode = await devPay(newId(), { BSC_RPC_URL: `http://127.0.0.1:${port}` });
    expect(realNode.code).toBe(1);
    expect(realNode.stderr).toMatch(/is not a local anvil chain \(it says "Geth\/v1\.13\.15/);
  } finally {
    geth.close();
  }
}, 60_000);

it('prints what it needs when called without an order', async () => {
  const usage = await devPay('');
  expect(usage.code).toBe(2);
  expect(usage.stderr).toContain('BSC_RPC_URL (the anvil)');
});
