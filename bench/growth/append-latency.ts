// The growth bench's append figure: `writers` concurrent writers appending one event at a time through
// the PostgreSQL event store for `seconds`, each to streams of ten events with an expected revision
// (as P1 does), so that what a bigger log costs an append shows in its p50 and p99.
import { type EventMetadata, newId, type PostgresEventStore } from '@shop/infra';
import { type LatencySummary, summarize } from '../shared/open-loop.js';

const EVENTS_PER_STREAM = 10;
const data = { accountNumber: 12345678, reason: 'growth benchmark' };

export interface AppendLatency {
  count: number;
  appendsPerSecond: number;
  latency: LatencySummary;
}

export async function measureAppends(
  store: PostgresEventStore,
  writers: number,
  seconds: number,
): Promise<AppendLatency> {
  const metadata: EventMetadata = {
    actor: 'system:bench',
    correlationId: newId(),
    causationId: null,
    occurredAt: new Date().toISOString(),
  };
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: writers }, async () => {
      let stream = `bench-growth-${newId()}`;
      for (let revision = 0; performance.now() < deadline; revision += 1) {
        if (revision === EVENTS_PER_STREAM) {
          stream = `bench-growth-${newId()}`;
          revision = 0;
        }
        const t0 = performance.now();
        const result = await store.append(stream, [{ id: newId(), type: 'BenchmarkEvent', data, metadata }], {
          expectedRevision: revision === 0 ? 'no_stream' : BigInt(revision - 1),
        });
        latencies.push(performance.now() - t0);
        if (!result.ok) throw new Error(`unexpected conflict on ${stream}`);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return {
    count: latencies.length,
    appendsPerSecond: latencies.length / elapsed,
    latency: summarize(latencies),
  };
}
