// The adapter's own logic with the client replaced at its boundary (testing/fake-eventstoredb-client.ts): paging past
// system events, per-stream appends, counting, statistics, retries, filtered progress, deadlines
// and resubscription. The same behaviour against a server: eventstoredb-server.contract.ts.
import { ErrorType } from '@eventstore/db-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '../../testing/eventually.js';
import { type FakeEvent, FakeEventStoreClient } from '../../testing/fake-eventstoredb-client.js';
import type { EventMetadata, NewEvent, RecordedEvent } from '../event-store.js';
import { comparePositions, type GlobalPosition, START } from '../position.js';
import { appendCredentialsFor, EventStoreDeadlineError } from './client.js';
import { EventStoreDbEventStore } from './eventstoredb-event-store.js';
import { COUNT_CAP } from './read-all.js';

const metadata: EventMetadata = {
  actor: 'system:test',
  correlationId: 'c0ffee00-0000-4000-8000-000000000002',
  causationId: null,
  occurredAt: '2026-11-27T08:00:00.000Z',
};
const newEvent = (type: string, id = `${type}-id`): NewEvent => ({ id, type, data: {}, metadata });
const positionOf = (event: FakeEvent | undefined): GlobalPosition => ({ ...event!.position });
const unavailable = () => Object.assign(new Error('connection lost'), { type: ErrorType.UNAVAILABLE });
const resubscribe = { delayMs: 1_000, maxDelayMs: 4_000, maxFailures: 3 };

function storeOn(fake: FakeEventStoreClient, readDeadlineMs = 10_000) {
  return new EventStoreDbEventStore(fake.client, {}, { readDeadlineMs, resubscribe });
}

/** Lets the adapter's promise chains run with the clock standing still. */
const flush = () => vi.advanceTimersByTimeAsync(0);

afterEach(() => {
  vi.useRealTimers();
});

describe('EventStoreDB adapter: reading $all past system events', () => {
  it('readAll reads on past 600 metadata writes to the next user event', async () => {
    const fake = new FakeEventStoreClient();
    const [first] = fake.record('order-1', ['OrderPlaced']);
    fake.recordSystemEvents(600);
    const [next] = fake.record('order-1', ['PaymentSubmitted']);

    const page = await storeOn(fake).readAll(positionOf(first), { limit: 100 });

    expect(page.map((event) => event.type)).toEqual(['PaymentSubmitted']);
    expect(page[0]!.position).toEqual(next!.position);
  });

  it('readAll stops at the asked number of user events and never repeats the page boundary', async () => {
    const fake = new FakeEventStoreClient();
    for (let index = 0; index < 5; index += 1) {
      fake.record(`order-${index}`, [`Step${index}`]);
      fake.recordSystemEvents(150);
    }
    const store = storeOn(fake);

    const firstPage = await store.readAll(START, { limit: 3 });
    const rest = await store.readAll(firstPage.at(-1)!.position, { limit: 10 });

    expect(firstPage.map((event) => event.type)).toEqual(['Step0', 'Step1', 'Step2']);
    expect(rest.map((event) => event.type)).toEqual(['Step3', 'Step4']);
  });

  it('headPosition pages back past system events to the last user event', async () => {
    const fake = new FakeEventStoreClient();
    const [last] = fake.record('order-1', ['OrderPlaced']);
    fake.recordSystemEvents(600);

    expect(await storeOn(fake).headPosition()).toEqual(last!.position);
    expect(await storeOn(new FakeEventStoreClient()).headPosition()).toEqual(START);
  });

  it('countAfter counts backwards from the end, at most COUNT_CAP, without reading the whole log', async () => {
    const fake = new FakeEventStoreClient();
    const events = fake.record(
      'live-robot',
      Array.from({ length: 3_000 }, (_, index) => `Beat${index}`),
    );
    fake.recordSystemEvents(30);
    const store = storeOn(fake);

    expect(await store.countAfter(positionOf(events[2_990]), 100_000)).toBe(9);
    expect(await store.countAfter(positionOf(events[2_990]), 5)).toBe(5);
    fake.readAllCalls.length = 0;
    expect(await store.countAfter(START, 100_000)).toBe(COUNT_CAP);
    expect(fake.readAllCalls.every((call) => call.direction === 'backwards')).toBe(true);
    const read = fake.readAllCalls.reduce((sum, call) => sum + Number(call.maxCount), 0);
    expect(read).toBeLessThan(COUNT_CAP + 500);
  });
});

describe('EventStoreDB adapter: appendMany', () => {
  it('appends one stream’s entries one after another, in the order given, streams side by side', async () => {
    const fake = new FakeEventStoreClient();
    let otherStreamWritten: () => void = () => {};
    const otherWritten = new Promise<void>((resolve) => {
      otherStreamWritten = resolve;
    });
    let firstOfTwice = true;
    fake.beforeAppend = async (streamId) => {
      if (streamId === 'live-other') otherStreamWritten();
      // The first append to `live-twice` is slow: it is answered only after the other stream's.
      if (streamId === 'live-twice' && firstOfTwice) {
        firstOfTwice = false;
        await otherWritten;
      }
    };

    const results = await storeOn(fake).appendMany([
      { streamId: 'live-twice', events: [newEvent('First', 'a')] },
      { streamId: 'live-other', events: [newEvent('Other', 'b')] },
      { streamId: 'live-twice', events: [newEvent('Second', 'c')] },
    ]);

    expect(fake.log.filter((event) => event.streamId === 'live-twice').map((event) => event.type)).toEqual([
      'First',
      'Second',
    ]);
    expect(results.map((result) => result.ok && result.nextRevision)).toEqual([0n, 0n, 1n]);
  });

  it('lets every other stream’s append finish before reporting one stream’s failure', async () => {
    const fake = new FakeEventStoreClient();
    fake.beforeAppend = async (streamId) => {
      if (streamId === 'live-broken') throw unavailable();
      for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    };

    const outcome = storeOn(fake).appendMany([
      { streamId: 'live-broken', events: [newEvent('Lost', 'a')] },
      { streamId: 'live-fine', events: [newEvent('Kept', 'b')] },
    ]);

    await expect(outcome).rejects.toMatchObject({ type: ErrorType.UNAVAILABLE });
    expect(fake.log.map((event) => event.type)).toEqual(['Kept']);
  });
});

describe('EventStoreDB adapter: appends apart from the client’s batch-append table', () => {
  it('sends each append with credentials, so the 6.2.1 client makes it a call of its own', async () => {
    const fake = new FakeEventStoreClient();
    const credentials = appendCredentialsFor('esdb://shop:p%40ss@node1:2113,node2:2113?tls=true');
    expect(credentials).toEqual({ username: 'shop', password: 'p@ss' });
    const store = new EventStoreDbEventStore(fake.client, {}, { appendCredentials: credentials });

    await store.append('order-1', [newEvent('OrderPlaced', 'a')], { expectedRevision: 'no_stream' });
    await store.appendMany([{ streamId: 'live-1', events: [newEvent('Beat', 'b')] }]);

    expect(fake.appendOptions.map((options) => options.credentials)).toEqual([credentials, credentials]);
    // An insecure node checks no credentials; with TLS and no user, a client certificate signs in.
    expect(appendCredentialsFor('esdb://localhost:2113?tls=false')).toMatchObject({ username: 'shop' });
    expect(appendCredentialsFor('esdb://node1:2113?tls=true&userCertFile=/certs/shop.crt')).toBeUndefined();
    expect(appendCredentialsFor('esdb+discover://admin:changeit@cluster.example:2113')).toEqual({
      username: 'admin',
      password: 'changeit',
    });
  });
});

describe('EventStoreDB adapter: consumer groups', () => {
  const joinWith = (
    fake: FakeEventStoreClient,
    handler: (event: RecordedEvent) => Promise<void>,
    parked: string[] = [],
  ) =>
    storeOn(fake).subscribeGroup('reactor', handler, {
      maxAttempts: 3,
      retryDelayMs: 1_000,
      onParked: (event) => parked.push(event.type),
    });

  it('retries a failing event retryDelayMs apart before the stream’s next event, then parks it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fake = new FakeEventStoreClient();
    const calls: string[] = [];
    const parked: string[] = [];
    const subscription = joinWith(
      fake,
      async (event) => {
        calls.push(event.type);
        if (event.type === 'Poison') throw new Error('cannot digest');
      },
      parked,
    );
    await flush();
    const member = fake.members[0]!;
    for (const event of fake.record('order-1', ['Before', 'Poison', 'After'])) member.deliver(event);
    await flush();
    expect(calls).toEqual(['Before', 'Poison']);

    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toEqual(['Before', 'Poison']);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(['Before', 'Poison', 'Poison']);
    await vi.advanceTimersByTimeAsync(1_000);

    expect(calls).toEqual(['Before', 'Poison', 'Poison', 'Poison', 'After']);
    expect(member.settled).toEqual(['ack Before', 'park Poison', 'ack After']);
    expect(parked).toEqual(['Poison']);
    await subscription.stop();
  });

  it('counts a redelivery’s earlier attempts, and gives an event back for a retry when stopped mid-retry', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fake = new FakeEventStoreClient();
    const calls: string[] = [];
    const subscription = joinWith(fake, async (event) => {
      calls.push(event.type);
      throw new Error('still failing');
    });
    await flush();
    const member = fake.members[0]!;
    const [redelivered, fresh] = fake.record('order-1', ['Redelivered', 'Fresh']);
    member.deliver(redelivered!, 2);
    member.deliver(fresh!);
    await flush();
    expect(member.settled).toEqual(['park Redelivered']);

    const stopped = subscription.stop();
    await flush();
    await stopped;
    expect(calls).toEqual(['Redelivered', 'Fresh']);
    expect(member.settled).toEqual(['park Redelivered', 'retry Fresh']);
    expect(member.unsubscribed).toBe(true);
  });

  it('a stop during a failing attempt gives the event back at once, without waiting out the retry delay', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fake = new FakeEventStoreClient();
    let fail: (error: Error) => void = () => {};
    const subscription = joinWith(
      fake,
      () =>
        new Promise<void>((_, reject) => {
          fail = reject;
        }),
    );
    await flush();
    const member = fake.members[0]!;
    for (const event of fake.record('order-1', ['Slow'])) member.deliver(event);
    await flush();

    const stopped = subscription.stop();
    fail(new Error('failed while stopping'));
    await flush();
    await stopped;
    expect(member.settled).toEqual(['retry Slow']);
  });

  it('reports its own count of acknowledged events and what the server has not had acknowledged', async () => {
    const fake = new FakeEventStoreClient();
    const store = storeOn(fake);
    const subscription = store.subscribeGroup('projector', async () => {});
    await eventually(() => fake.members[0], { what: 'the member connected' });
    for (const event of fake.record('order-1', ['A', 'B', 'C', 'D'])) fake.members[0]!.deliver(event);
    // The server counts deliveries, retries included, and in-flight messages twice over.
    fake.groupStats = {
      totalItems: 7n,
      totalInFlightMessages: 2,
      outstandingMessagesCount: 2,
      readBufferCount: 1,
    };

    const status = await eventually(async () => (await store.consumerGroups())[0], {
      what: 'four events acknowledged',
      accept: (candidate) => candidate?.handled === 4,
    });
    expect(status).toMatchObject({ group: 'projector', handled: 4, inFlight: 3, parked: 0 });
    await subscription.stop();
  });

  it('joins again after the server drops the member', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fake = new FakeEventStoreClient();
    const handled: string[] = [];
    const subscription = joinWith(fake, async (event) => void handled.push(event.type));
    await flush();
    fake.members[0]!.fail(unavailable());
    await flush();
    expect(fake.members).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(resubscribe.delayMs);
    expect(fake.members).toHaveLength(2);
    for (const event of fake.record('order-1', ['AfterDrop'])) fake.members[1]!.deliver(event);
    await flush();
    expect(handled).toEqual(['AfterDrop']);
    await subscription.stop();
  });
});

describe('EventStoreDB adapter: subscriptions to $all', () => {
  it('a stream filter applies here, so progress reaches the head past filtered-out events', async () => {
    const fake = new FakeEventStoreClient();
    fake.record('keep-1', ['Kept1']);
    const skipped = fake.record(
      'skip-1',
      Array.from({ length: 400 }, (_, index) => `Skipped${index}`),
    );
    fake.recordSystemEvents(50);
    const store = storeOn(fake);
    const received: string[] = [];
    const progress: GlobalPosition[] = [];
    const subscription = store.subscribeAll(
      START,
      async (batch) => void received.push(...batch.map((event) => event.type)),
      {
        batchSize: 100,
        filter: { streamPrefixes: ['keep-'] },
        onProgress: async (position) => void progress.push(position),
      },
    );
    const server = await eventually(() => fake.subscriptions[0], { what: 'the live subscription' });
    expect(progress.at(-1)).toEqual(await store.headPosition());
    expect(progress.at(-1)).toEqual(skipped.at(-1)!.position);
    expect(server.options.fromPosition).toEqual(skipped.at(-1)!.position);
    expect(server.options.filter).toMatchObject({ filterOn: 'eventType', regex: '^[^$].*' });

    const [live] = fake.record('skip-2', ['SkippedLive']);
    server.deliver(fake.resolvedAfter(skipped.at(-1)!.position)[50]!);
    await eventually(() => progress.at(-1), {
      what: 'progress past the live skipped event',
      accept: (position) => position !== undefined && comparePositions(position, live!.position) === 0,
    });
    expect(received).toEqual(['Kept1']);
    await subscription.stop();
  });

  it('subscribes again from the last handled event after the server drops the subscription', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fake = new FakeEventStoreClient();
    const [first] = fake.record('order-1', ['First']);
    const handled: string[] = [];
    const subscription = storeOn(fake).subscribeAll(START, async (batch) => {
      handled.push(...batch.map((event) => event.type));
    });
    await flush();
    expect(handled).toEqual(['First']);
    fake.subscriptions[0]!.fail(unavailable());
    await flush();
    await vi.advanceTimersByTimeAsync(resubscribe.delayMs);

    expect(fake.subscriptions).toHaveLength(2);
    expect(fake.subscriptions[0]!.unsubscribed).toBe(true);
    expect(fake.subscriptions[1]!.options.fromPosition).toEqual(first!.position);
    const [second] = fake.record('order-1', ['Second']);
    fake.subscriptions[1]!.deliver(fake.resolvedAfter(first!.position)[0]!);
    await flush();
    expect(handled).toEqual(['First', 'Second']);
    expect(second).toBeDefined();
    await subscription.stop();
    await expect(subscription.done).resolves.toBeUndefined();
  });

  it('ends with the error when it is not the server’s passing trouble, or when drops go on', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fake = new FakeEventStoreClient();
    const denied = storeOn(fake).subscribeAll(START, async () => {});
    await flush();
    fake.subscriptions[0]!.fail(Object.assign(new Error('denied'), { type: ErrorType.ACCESS_DENIED }));
    await expect(denied.done).rejects.toThrow('denied');

    const flaky = storeOn(fake).subscribeAll(START, async () => {});
    const outcome = flaky.done.catch((error: unknown) => error);
    for (let drop = 0; drop <= resubscribe.maxFailures; drop += 1) {
      await flush();
      fake.subscriptions.at(-1)!.fail(unavailable());
      await vi.advanceTimersByTimeAsync(resubscribe.maxDelayMs);
    }
    expect(await outcome).toMatchObject({ type: ErrorType.UNAVAILABLE });
    expect(fake.subscriptions).toHaveLength(2 + resubscribe.maxFailures);
  });
});

describe('EventStoreDB adapter: reading a stream', () => {
  it('reads a stream’s events from a revision, and nothing for a missing stream', async () => {
    const fake = new FakeEventStoreClient();
    fake.record('order-1', ['OrderPlaced', 'PaymentSubmitted', 'OrderFulfilled']);
    const store = storeOn(fake);
    const read = async (streamId: string, fromRevision?: bigint) => {
      const types: string[] = [];
      for await (const event of store.readStream(streamId, { fromRevision })) types.push(event.type);
      return types;
    };

    expect(await read('order-1', 1n)).toEqual(['PaymentSubmitted', 'OrderFulfilled']);
    expect(await read('order-2')).toEqual([]);
  });
});

describe('EventStoreDB adapter: deadlines', () => {
  it('a read that stops answering fails after the read deadline and is cancelled', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fake = new FakeEventStoreClient();
    fake.record('order-1', ['OrderPlaced']);
    fake.hangReads = true;
    const store = storeOn(fake, 2_000);

    const reading = store.readAll(START, { limit: 10 }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1_999);
    let settled = false;
    void reading.then(() => {
      settled = true;
    });
    await flush();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await reading).toBeInstanceOf(EventStoreDeadlineError);

    const silent = new FakeEventStoreClient();
    silent.hangReads = true;
    const head = storeOn(silent, 2_000)
      .headPosition()
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await head).toBeInstanceOf(EventStoreDeadlineError);
  });
});
