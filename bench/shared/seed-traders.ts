// A shop with customers for the server benches: the first admin signed in, and `count` verified,
// signed-in traders, each owning one licence and, when asked, one open support ticket.
import type { BenchDatabase } from './bench-database.js';
import type { BenchRun } from './bench-run.js';
import { type BenchUser, benchAccounts } from './seed-accounts.js';
import { issueLicences, type SeededLicence } from './seed-licences.js';
import { openTickets } from './seed-tickets.js';
import { type BenchSecrets, firstAdminId, type ShopStack } from './shop-stack.js';

export interface Trader {
  user: BenchUser;
  licence: SeededLicence;
  /** Their open ticket; '' when none was asked for. */
  ticketId: string;
}

export async function seedTraders(options: {
  run: BenchRun;
  database: BenchDatabase;
  stack: ShopStack;
  secrets: BenchSecrets;
  count: number;
  tickets: boolean;
}): Promise<{ admin: BenchUser; traders: Trader[] }> {
  const { run, database, stack, count } = options;
  const started = performance.now();
  const accounts = benchAccounts(database.store, options.secrets.keys, stack.apiUrl);
  const admin = await accounts.signInAdmin(await firstAdminId(database.pool, stack));
  run.progress(`signing up ${count} traders, one licence each${options.tickets ? ' and one ticket' : ''}`);
  const users = await accounts.signUpTraders(database.pool, count);
  const licences = await issueLicences(
    database.store,
    database.pool,
    users.map((user) => user.userId),
  );
  const tickets = options.tickets ? await openTickets(stack.apiUrl, users) : [];
  run.progress(`shop seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return {
    admin,
    traders: users.map((user, index) => ({
      user,
      licence: licences[index]!,
      ticketId: tickets[index] ?? '',
    })),
  };
}
