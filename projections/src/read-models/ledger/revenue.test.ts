// Revenue per day and month in a time zone's calendar, and split by plan or network within each: a
// payment late in the evening UTC belongs to the next day (or month) in Europe/Berlin.
import { createKysely } from '@shop/infra';
import { createTestDatabase, type TestDatabase } from '@shop/infra/testing';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateReadModels } from '../../db/migrate.js';
import type { ReadModels } from '../../db/schema.js';
import type { LedgerEntryKind } from '../../db/tables/ledger.js';
import { revenue } from './queries.js';

let database: TestDatabase;
let db: Kysely<ReadModels>;

let entries = 0;
function entry(
  kind: LedgerEntryKind,
  amountCents: number,
  planType: string,
  network: string,
  occurredAt: string,
) {
  entries += 1;
  const id = `00000000-0000-4000-8000-${String(entries).padStart(12, '0')}`;
  return {
    entry_id: id,
    order_id: id,
    kind,
    amount_cents: amountCents,
    network,
    plan_type: planType,
    plan_duration: '1month',
    discount_cents: 0,
    user_id: id,
    occurred_at: new Date(occurredAt),
    recorded_at: new Date(occurredAt),
  };
}

beforeAll(async () => {
  database = await createTestDatabase(2);
  db = createKysely<ReadModels>(database.pool);
  await migrateReadModels(db);
  await db
    .insertInto('ledger_entries')
    .values([
      // Berlin is UTC+1 until 01:00 UTC on 29 March 2026, UTC+2 after.
      entry('payment', 4_900, 'starter', 'TRC20', '2026-03-28T22:30:00Z'), // 23:30 on the 28th in Berlin
      entry('payment', 13_200, 'popular', 'TRC20', '2026-03-28T23:30:00Z'), // 00:30 on the 29th in Berlin
      entry('payment', 4_900, 'starter', 'BEP20', '2026-03-29T00:30:00Z'), // 01:30 on the 29th in Berlin
      entry('refund', -13_200, 'popular', 'TRC20', '2026-03-29T10:00:00Z'),
      entry('underpaid', 0, 'elite', 'TRC20', '2026-03-29T12:00:00Z'), // a hold: no revenue
      entry('payment', 23_400, 'elite', 'BEP20', '2026-03-31T23:30:00Z'), // 01:30 on 1 April in Berlin
    ])
    .execute();
});
afterAll(async () => database?.drop());

const totals = (grossCents: number, refundsCents: number, payments: number, refunds: number) => ({
  grossCents,
  refundsCents,
  netCents: grossCents - refundsCents,
  payments,
  refunds,
});

describe('revenue by day and month in a time zone', () => {
  it('buckets days in UTC by default', async () => {
    expect(await revenue(db, 'day', {})).toEqual([
      { key: '2026-03-28', ...totals(4_900 + 13_200, 0, 2, 0) },
      { key: '2026-03-29', ...totals(4_900, 13_200, 1, 1) },
      { key: '2026-03-31', ...totals(23_400, 0, 1, 0) },
    ]);
  });

  it('moves 23:30 UTC on 28 March to 29 March, and 23:30 UTC on 31 March to April, in Europe/Berlin', async () => {
    expect(await revenue(db, 'day', {}, { timeZone: 'Europe/Berlin' })).toEqual([
      { key: '2026-03-28', ...totals(4_900, 0, 1, 0) },
      { key: '2026-03-29', ...totals(13_200 + 4_900, 13_200, 2, 1) },
      { key: '2026-04-01', ...totals(23_400, 0, 1, 0) },
    ]);
    expect(await revenue(db, 'month', {}, { timeZone: 'UTC' })).toEqual([
      { key: '2026-03', ...totals(4_900 + 13_200 + 4_900 + 23_400, 13_200, 4, 1) },
    ]);
    expect(await revenue(db, 'month', {}, { timeZone: 'Europe/Berlin' })).toEqual([
      { key: '2026-03', ...totals(4_900 + 13_200 + 4_900, 13_200, 3, 1) },
      { key: '2026-04', ...totals(23_400, 0, 1, 0) },
    ]);
  });

  it('splits each day by plan and each month by network, ordered by key then split', async () => {
    expect(await revenue(db, 'day', {}, { timeZone: 'Europe/Berlin', split: 'plan' })).toEqual([
      { key: '2026-03-28', split: 'starter', ...totals(4_900, 0, 1, 0) },
      { key: '2026-03-29', split: 'popular', ...totals(13_200, 13_200, 1, 1) },
      { key: '2026-03-29', split: 'starter', ...totals(4_900, 0, 1, 0) },
      { key: '2026-04-01', split: 'elite', ...totals(23_400, 0, 1, 0) },
    ]);
    expect(await revenue(db, 'month', {}, { timeZone: 'Europe/Berlin', split: 'network' })).toEqual([
      { key: '2026-03', split: 'BEP20', ...totals(4_900, 0, 1, 0) },
      { key: '2026-03', split: 'TRC20', ...totals(4_900 + 13_200, 13_200, 2, 1) },
      { key: '2026-04', split: 'BEP20', ...totals(23_400, 0, 1, 0) },
    ]);
  });

  it('keeps the other groupings and the filters as they were', async () => {
    expect(await revenue(db, 'network', { from: new Date('2026-03-29T00:00:00Z') })).toEqual([
      { key: 'BEP20', ...totals(4_900 + 23_400, 0, 2, 0) },
      { key: 'TRC20', ...totals(0, 13_200, 0, 1) },
    ]);
  });
});
