// The adapter over the real 6.2.1 client with no server behind the address, or one that never
// answers: every call fails within its deadline, and a subscription gives up after its retries.
import { createServer, type Server, type Socket } from 'node:net';
import { ErrorType } from '@eventstore/db-client';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventMetadata } from '../event-store.js';
import { START } from '../position.js';
import { EventStoreDeadlineError } from './client.js';
import { EventStoreDbEventStore } from './eventstoredb-event-store.js';

const settings = { readDeadlineMs: 500, resubscribe: { delayMs: 20, maxDelayMs: 40, maxFailures: 2 } };
const metadata: EventMetadata = {
  actor: 'system:test',
  correlationId: 'c0ffee00-0000-4000-8000-000000000004',
  causationId: null,
  occurredAt: '2026-11-27T08:00:00.000Z',
};
const stores: EventStoreDbEventStore[] = [];
const servers: Server[] = [];

function storeAt(port: number) {
  const store = new EventStoreDbEventStore(`esdb://127.0.0.1:${port}?tls=false`, {}, settings);
  stores.push(store);
  return store;
}

/** A TCP server that accepts connections and never says a word. */
async function listen(
  onConnection: (socket: Socket) => void = () => {},
): Promise<{ server: Server; port: number }> {
  const server = createServer(onConnection);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as { port: number }).port };
}

afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close().catch(() => {})));
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('EventStoreDB adapter with no server', () => {
  it('reads and subscriptions fail as unavailable; a subscription gives up after its retries', async () => {
    const { server, port } = await listen();
    await new Promise((resolve) => server.close(resolve));
    const store = storeAt(port);

    await expect(store.ping()).rejects.toMatchObject({ type: ErrorType.UNAVAILABLE });
    await expect(store.readAll(START, { limit: 10 })).rejects.toMatchObject({ type: ErrorType.UNAVAILABLE });
    const subscription = store.subscribeAll(START, async () => {});
    await expect(subscription.done).rejects.toMatchObject({ type: ErrorType.UNAVAILABLE });
  });

  it('appends, each a call of its own, fail as unavailable too, with or without a user', async () => {
    const { server, port } = await listen();
    await new Promise((resolve) => server.close(resolve));
    const withUser = new EventStoreDbEventStore(
      `esdb://shop:secret@127.0.0.1:${port}?tls=false`,
      {},
      settings,
    );
    stores.push(withUser);
    const event = { id: '7d1f3c2a-5b4e-4f60-8a71-9c0d1e2f3a4b', type: 'Placed', data: {}, metadata };

    for (const store of [withUser, storeAt(port)]) {
      await expect(store.append('order-1', [event], { expectedRevision: 'any' })).rejects.toMatchObject({
        type: ErrorType.UNAVAILABLE,
      });
    }
  });

  it('a server that never answers: reads fail at the read deadline', async () => {
    const sockets: Socket[] = [];
    const { port } = await listen((socket) => void sockets.push(socket));
    const store = storeAt(port);
    const started = performance.now();

    await expect(store.headPosition()).rejects.toBeInstanceOf(EventStoreDeadlineError);
    expect(performance.now() - started).toBeGreaterThanOrEqual(450);
    for (const socket of sockets) socket.destroy();
  });
});
