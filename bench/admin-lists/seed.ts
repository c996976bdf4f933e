// The bulk seed, step by step with its timings: stage the plan, write the events, write the read
// models, check their shape against the real rows, move every reader to the end of the log, drop the
// staging tables and VACUUM ANALYZE what the lists read (as a database that has lived would be).
// Run while the projections service is stopped, after the real entities are projected.
import type { Pool } from '@shop/infra';
import { HELPER_OBJECTS, seedEvents } from './seed-events.js';
import { moveReadersToEnd, readModelSteps } from './seed-read-models.js';
import { assertSeedShape, type RealShapes } from './seed-shape.js';
import { dropStaging, type SeedSizes, stageSeed } from './seed-staging.js';

export interface SeedReport {
  steps: { step: string; seconds: number }[];
  totalSeconds: number;
  events: number;
  logins: number;
  orders: number;
  /** Kinds of rows the real path made no example of, so their shape went unchecked. */
  unchecked: string[];
  /** Where every projector and reactor group now stands. */
  head: string;
}

const TABLES_READ = [
  'events',
  'users',
  'licences',
  'licence_history',
  'orders',
  'audit_log',
  'audit_owners',
  'audit_entity_names',
  'stream_heads',
];

export async function seedAtScale(
  pool: Pool,
  sizes: SeedSizes,
  context: { now: Date; adminId: string; real: RealShapes; progress: (line: string) => void },
): Promise<SeedReport> {
  const steps: SeedReport['steps'] = [];
  const started = performance.now();
  const timed = async <T>(step: string, work: () => Promise<T>): Promise<T> => {
    context.progress(`seed: ${step}`);
    const at = performance.now();
    const result = await work();
    steps.push({ step, seconds: (performance.now() - at) / 1000 });
    return result;
  };
  const { rows } = await pool.query<{ head: string }>(
    'select coalesce(max(global_position), 0) as head from events',
  );
  const realHead = rows[0]!.head;
  await dropStaging(pool);
  const { logins, orders } = await timed('stage users, orders, licences, logins', () =>
    stageSeed(pool, sizes, context),
  );
  const events = await timed('events (one INSERT ... SELECT)', () => seedEvents(pool));
  for (const { step, run } of readModelSteps(pool, realHead)) await timed(`read model: ${step}`, run);
  const unchecked = await timed('shape check against the real rows', () =>
    assertSeedShape(pool, context.real),
  );
  const head = await moveReadersToEnd(pool, events);
  await timed('drop staging, VACUUM ANALYZE', async () => {
    await dropStaging(pool);
    await pool.query(`drop table if exists seed_owners, ${HELPER_OBJECTS.tables.join(', ')}`);
    await pool.query(`drop function if exists ${HELPER_OBJECTS.functions.join(', ')}`);
    await pool.query(`vacuum analyze ${TABLES_READ.join(', ')}`);
  });
  return {
    steps,
    totalSeconds: (performance.now() - started) / 1000,
    events,
    logins,
    orders,
    unchecked,
    head,
  };
}
