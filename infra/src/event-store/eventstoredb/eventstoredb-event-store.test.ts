// Runs the contract and the server cases against EventStoreDB when one can be reached; otherwise
// reports why they skipped (docs/eventstoredb.md has the command that runs them).
import { afterAll, describe, it } from 'vitest';
import { type EventStoreDbTarget, findEventStoreDb } from '../../testing/eventstoredb.js';
import { eventStoreContract } from '../event-store.contract.js';
import { EventStoreDbEventStore } from './eventstoredb-event-store.js';
import { eventStoreDbServerCases } from './eventstoredb-server.contract.js';

const target: EventStoreDbTarget = await findEventStoreDb();

if ('skipReason' in target) {
  describe('EventStoreDB event store contract', () => {
    it.skip(target.skipReason, () => {});
  });
  describe('EventStoreDB server cases', () => {
    it.skip(target.skipReason, () => {});
  });
  console.warn(target.skipReason);
} else {
  const store = new EventStoreDbEventStore(target.url);
  afterAll(async () => {
    await store.close();
    await target.stop();
  });
  eventStoreContract('EventStoreDB', () => store);
  eventStoreDbServerCases(() => store, target.url);
}
