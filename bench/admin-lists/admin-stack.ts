// The shop for the admin-lists bench: a fresh database (with the chain watcher's tables, which the orders
// list reads, as no watcher runs), the API and projections as their own processes (BEP20 orders open: a
// node address nobody calls and the public development key), the first admin and one verified trader
// signed in; and a way to stop and start the projections service alone, so the bulk seed goes in while
// no projector or reactor reads the log.
import { join } from 'node:path';
import { migrateChainWatcher } from '@shop/chain-watcher/db';
import { createKysely, DEV_EXTENDED_PUBLIC_KEYS } from '@shop/infra';
import { type BenchDatabase, openBenchDatabase } from '../shared/bench-database.js';
import type { BenchRun } from '../shared/bench-run.js';
import { type Child, postmasterPid, startTsChild } from '../shared/processes.js';
import { type BenchUser, benchAccounts } from '../shared/seed-accounts.js';
import {
  type BenchSecrets,
  benchSecrets,
  firstAdminId,
  ROOT,
  type ShopStack,
  STACK_LOG_LEVEL,
  startShopStack,
} from '../shared/shop-stack.js';

/** Orders need a network with a node; nothing calls this one (no chain watcher runs in the bench). */
const ORDER_NETWORK_ENV = {
  BSC_RPC_URL: 'http://127.0.0.1:9',
  BEP20_XPUB: DEV_EXTENDED_PUBLIC_KEYS.BEP20,
};

export interface AdminShop {
  run: BenchRun;
  database: BenchDatabase;
  stack: ShopStack;
  secrets: BenchSecrets;
  admin: BenchUser;
  trader: BenchUser;
  postmaster: number | undefined;
}

export async function openAdminShop(run: BenchRun): Promise<AdminShop> {
  const secrets = benchSecrets();
  const database = await openBenchDatabase(run, secrets.keys.personalDataKey);
  await migrateChainWatcher(createKysely(database.pool));
  run.progress('starting the API and the projections service (production entry points)');
  const stack = await startShopStack(run, database.databaseUrl, secrets, ORDER_NETWORK_ENV);
  const accounts = benchAccounts(database.store, secrets.keys, stack.apiUrl);
  const admin = await accounts.signInAdmin(await firstAdminId(database.pool, stack));
  const [trader] = await accounts.signUpTraders(database.pool, 1);
  const postmaster = database.pgDataDir ? postmasterPid(database.pgDataDir) : undefined;
  return { run, database, stack, secrets, admin, trader: trader!, postmaster };
}

/** Starts the projections service again as shop-stack.ts starts it (same settings, same log file). */
export function restartProjections(shop: AdminShop): Child {
  const child = startTsChild({
    name: 'projections',
    script: 'projections/src/main.ts',
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: shop.database.databaseUrl,
      LOG_LEVEL: STACK_LOG_LEVEL,
      DATA_DIR: join(shop.run.folder, 'data'),
      APP_SECRET: shop.secrets.appSecret,
      PUBLIC_URL: shop.stack.apiUrl,
      EVENTSTORE_URL: '',
      SMTP_URL: '',
      ...ORDER_NETWORK_ENV,
    },
    logDir: shop.run.folder,
  });
  shop.stack.projections = shop.run.adopt(child);
  return child;
}
