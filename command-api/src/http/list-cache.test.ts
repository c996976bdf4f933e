// The list cache on its own: hits only at the same versions and age, its bounds, single flight, failures
// not kept; and the shared reads of the projectors' versions.
import { describe, expect, it } from 'vitest';
import { ListCache, type ListCacheLimits, REFRESH_AHEAD_AT } from './list-cache.js';
import { createProjectorVersions, type ProjectorVersionMap, versionsOf } from './list-cache-versions.js';

const ROOMY: ListCacheLimits = { maxEntries: 100, maxBytes: 1_000_000, maxEntryBytes: 100_000 };

function cacheWithClock(limits: ListCacheLimits = ROOMY) {
  const clock = { now: 1_000_000, real: 0 };
  return { clock, cache: new ListCache({ ...limits, clock: () => clock.now, realClock: () => clock.real }) };
}

/** A computation that counts its runs and answers `body`. */
function counted(body: string) {
  const compute = async () => {
    compute.runs += 1;
    return body;
  };
  compute.runs = 0;
  return compute;
}

/** A promise with its resolve and reject in reach. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('ListCache', () => {
  it('serves the stored answer while the versions are the same, and computes again when they move', async () => {
    const { cache } = cacheWithClock();
    const first = counted('{"page":1}');
    expect(await cache.answer('k', 'users=1', 60_000, first)).toEqual({
      body: '{"page":1}',
      outcome: 'miss',
    });
    expect(await cache.answer('k', 'users=1', 60_000, first)).toEqual({ body: '{"page":1}', outcome: 'hit' });
    expect(first.runs).toBe(1);

    const moved = counted('{"page":1,"new":true}');
    expect(await cache.answer('k', 'users=2', 60_000, moved)).toEqual({
      body: '{"page":1,"new":true}',
      outcome: 'miss',
    });
    expect((await cache.answer('k', 'users=2', 60_000, moved)).outcome).toBe('hit');
    expect(moved.runs).toBe(1);
  });

  it('keeps an answer no longer than its maximum age on the injected clock, nor once time goes back', async () => {
    const { cache, clock } = cacheWithClock();
    const compute = counted('[]');
    await cache.answer('k', 'v', 5_000, compute);
    clock.now += 5_000 * REFRESH_AHEAD_AT - 1;
    expect((await cache.answer('k', 'v', 5_000, compute)).outcome).toBe('hit');
    expect(compute.runs).toBe(1);
    clock.now += 5_000;
    expect((await cache.answer('k', 'v', 5_000, compute)).outcome).toBe('miss');
    clock.now -= 1;
    expect((await cache.answer('k', 'v', 5_000, compute)).outcome).toBe('miss');
    expect(compute.runs).toBe(3);
  });

  it('ages an answer in real time too, while the app clock stands still', async () => {
    const { cache, clock } = cacheWithClock();
    const compute = counted('[]');
    await cache.answer('k', 'v', 5_000, compute);
    clock.real += 5_000 * REFRESH_AHEAD_AT - 1;
    expect((await cache.answer('k', 'v', 5_000, compute)).outcome).toBe('hit');
    clock.real += 5_000;
    expect((await cache.answer('k', 'v', 5_000, compute)).outcome).toBe('miss');
    expect(compute.runs).toBe(2);
  });

  it('rebuilds an answer past REFRESH_AHEAD_AT of its age behind the requests it still serves', async () => {
    const { cache, clock } = cacheWithClock();
    await cache.answer('k', 'v', 5_000, counted('old'));
    clock.now += 5_000 * REFRESH_AHEAD_AT;
    const gate = deferred<string>();
    let runs = 0;
    const refresh = () => {
      runs += 1;
      return gate.promise;
    };
    expect(await cache.answer('k', 'v', 5_000, refresh)).toEqual({ body: 'old', outcome: 'hit' });
    expect(await cache.answer('k', 'v', 5_000, refresh)).toEqual({ body: 'old', outcome: 'hit' });
    expect(runs).toBe(1);
    gate.resolve('new');
    await gate.promise;
    expect(await cache.answer('k', 'v', 5_000, refresh)).toEqual({ body: 'new', outcome: 'hit' });
    expect(runs).toBe(1);

    // A failed refresh leaves the answer in place until its own age runs out.
    clock.now += 5_000 * REFRESH_AHEAD_AT;
    const failing = deferred<string>();
    expect((await cache.answer('k', 'v', 5_000, () => failing.promise)).body).toBe('new');
    failing.reject(new Error('database gone'));
    await failing.promise.catch(() => undefined);
    expect(await cache.answer('k', 'v', 5_000, refresh)).toEqual({ body: 'new', outcome: 'hit' });
  });

  it('holds at most maxEntries, the least recently used going first', async () => {
    const { cache } = cacheWithClock({ ...ROOMY, maxEntries: 2 });
    await cache.answer('a', 'v', 60_000, counted('A'));
    await cache.answer('b', 'v', 60_000, counted('B'));
    expect((await cache.answer('a', 'v', 60_000, counted('A'))).outcome).toBe('hit');
    await cache.answer('c', 'v', 60_000, counted('C'));
    expect(cache.size.entries).toBe(2);
    expect((await cache.answer('b', 'v', 60_000, counted('B'))).outcome).toBe('miss');
    expect((await cache.answer('c', 'v', 60_000, counted('C'))).outcome).toBe('hit');
  });

  it('holds at most maxBytes, and serves without keeping an answer bigger than maxEntryBytes', async () => {
    const { cache } = cacheWithClock({ maxEntries: 100, maxBytes: 2_500, maxEntryBytes: 1_500 });
    const kilobyte = 'x'.repeat(1_000);
    await cache.answer('a', 'v', 60_000, counted(kilobyte));
    await cache.answer('b', 'v', 60_000, counted(kilobyte));
    await cache.answer('c', 'v', 60_000, counted(kilobyte));
    expect(cache.size.entries).toBe(2);
    expect(cache.size.bytes).toBeLessThanOrEqual(2_500);
    expect((await cache.answer('a', 'v', 60_000, counted(kilobyte))).outcome).toBe('miss');

    const huge = counted('y'.repeat(2_000));
    expect((await cache.answer('huge', 'v', 60_000, huge)).body).toHaveLength(2_000);
    expect((await cache.answer('huge', 'v', 60_000, huge)).outcome).toBe('miss');
    expect(huge.runs).toBe(2);
  });

  it('runs one computation for concurrent misses of one key at the same versions', async () => {
    const { cache } = cacheWithClock();
    const gate = deferred<string>();
    let runs = 0;
    const compute = () => {
      runs += 1;
      return gate.promise;
    };
    const answers = Array.from({ length: 50 }, () => cache.answer('k', 'v', 60_000, compute));
    // Other versions are another computation: they may not be handed an answer built before them.
    const newer = cache.answer('k', 'v2', 60_000, async () => 'newer');
    gate.resolve('{"cold":true}');
    const settled = await Promise.all(answers);
    expect(runs).toBe(1);
    expect(new Set(settled.map((answer) => answer.body))).toEqual(new Set(['{"cold":true}']));
    expect(settled.filter((answer) => answer.outcome === 'miss')).toHaveLength(1);
    expect(settled.filter((answer) => answer.outcome === 'shared')).toHaveLength(49);
    expect(await newer).toEqual({ body: 'newer', outcome: 'miss' });
  });

  it('hands a failure to every request that shared it and keeps nothing', async () => {
    const { cache } = cacheWithClock();
    const gate = deferred<string>();
    const both = [1, 2].map(() => cache.answer('k', 'v', 60_000, () => gate.promise));
    gate.reject(new Error('database gone'));
    for (const answer of both) await expect(answer).rejects.toThrow('database gone');
    expect(await cache.answer('k', 'v', 60_000, async () => 'back')).toEqual({
      body: 'back',
      outcome: 'miss',
    });
  });
});

describe('createProjectorVersions', () => {
  it('gives a request a read begun after it arrived, shared by every request waiting meanwhile', async () => {
    const reads: ReturnType<typeof deferred<ProjectorVersionMap>>[] = [];
    const versions = createProjectorVersions(() => {
      const read = deferred<ProjectorVersionMap>();
      reads.push(read);
      return read.promise;
    });
    const early = versions.current();
    expect(reads).toHaveLength(1);
    // These arrive while the first read runs: it may predate them, so they wait for the next one.
    const late = [versions.current(), versions.current(), versions.current()];
    expect(reads).toHaveLength(1);
    reads[0]!.resolve(new Map([['users', '1']]));
    expect(versionsOf(await early, ['users'])).toBe('users=1');
    await new Promise((resolve) => setImmediate(resolve));
    expect(reads).toHaveLength(2);
    reads[1]!.resolve(new Map([['users', '2']]));
    for (const answer of late) expect(versionsOf(await answer, ['users', 'orders'])).toBe('users=2,orders=-');
  });

  it('lets the next requests read again after a failed read', async () => {
    let fail = true;
    const versions = createProjectorVersions(async () => {
      if (fail) throw new Error('no database');
      return new Map([['users', '3']]);
    });
    await expect(versions.current()).rejects.toThrow('no database');
    fail = false;
    expect((await versions.current()).get('users')).toBe('3');
  });
});
