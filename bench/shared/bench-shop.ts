// The setup the HTTP benches share: a fresh database, the shop's API and projections processes on
// it, the first admin and `traders` signed-in traders with a licence each (and a ticket when asked),
// and the process ids whose CPU time the reports break down.
import { type BenchDatabase, openBenchDatabase } from './bench-database.js';
import type { BenchRun } from './bench-run.js';
import { postmasterPid } from './processes.js';
import type { BenchUser } from './seed-accounts.js';
import { seedTraders, type Trader } from './seed-traders.js';
import { benchSecrets, type ShopStack, startShopStack } from './shop-stack.js';

export interface BenchShop {
  database: BenchDatabase;
  stack: ShopStack;
  admin: BenchUser;
  traders: Trader[];
  pids: { api?: number; projections?: number; postmaster?: number };
}

export async function openBenchShop(
  run: BenchRun,
  options: { traders: number; tickets: boolean; env?: NodeJS.ProcessEnv },
): Promise<BenchShop> {
  const secrets = benchSecrets();
  const database = await openBenchDatabase(run, secrets.keys.personalDataKey);
  run.progress('starting the API and the projections service (production entry points)');
  const stack = await startShopStack(run, database.databaseUrl, secrets, options.env);
  const { admin, traders } = await seedTraders({
    run,
    database,
    stack,
    secrets,
    count: options.traders,
    tickets: options.tickets,
  });
  const pids = {
    api: stack.api.process.pid,
    projections: stack.projections.process.pid,
    postmaster: database.pgDataDir ? postmasterPid(database.pgDataDir) : undefined,
  };
  return { database, stack, admin, traders, pids };
}
