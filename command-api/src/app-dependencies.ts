// What the API is built from; tests pass their own (a test database, a fixed clock).
import type { AppKeys, Config, EventStore, Logger, PaymentAddressBook, Pool, Registry } from '@shop/infra';
import type { ReadModels } from '@shop/projections';
import type { Kysely } from 'kysely';
import type { DevClock } from './dev/dev-clock.js';
import type { PasswordHasher } from './users/passwords.js';

export interface AppDependencies {
  config: Config;
  logger: Logger;
  store: EventStore;
  pool: Pool;
  db: Kysely<ReadModels>;
  clock: () => Date;
  keys: AppKeys;
  passwords: PasswordHasher;
  paymentAddresses: PaymentAddressBook;
  /** Folder of the built web app (web/dist); undefined serves the API alone. */
  webRoot: string | undefined;
  /** The local development chain's funded wallet; only `npm start` on its dev chain sets it. */
  devPayments?: DevPayments;
  /** The development shop's movable clock (`clock` reads it); only `npm start` on its dev chain sets it. */
  devClock?: DevClock;
  /** Where /metrics reads from (shared with the event store's counters); none: a registry of its own. */
  metrics?: Registry;
}

export interface DevPayments {
  /** Sends `amountBaseUnits` of the dev chain's USDT to `to`; resolves with the mined transaction's hash. */
  pay(to: string, amountBaseUnits: bigint): Promise<string>;
  /** Who sent the dev USDT to `paymentAddress` in `transactionHash` (where `npm run dev:refund` sends the money back). */
  payerOf?(transactionHash: string, paymentAddress: string): Promise<string | undefined>;
  /** The secret `npm run dev:pay` presents (kept in the dev-chain file, readable by its owner only). */
  cliToken: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDependencies;
  }
}
