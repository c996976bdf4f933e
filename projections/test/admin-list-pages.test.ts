// The admin lists' pages (ids first from the list's own table, then their rows joined) are exactly the
// slices of the join-everything sorted query the CSV exports stream: same rows, same order, ties broken
// alike, for every sort both ways and every filter, on rows full of ties; and each total is that query's
// row count.
import { createKysely } from '@shop/infra';
import { createTestDatabase, type TestDatabase } from '@shop/infra/testing';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateReadModels } from '../src/db/migrate.js';
import type { ReadModels } from '../src/db/schema.js';
import {
  type AdminOrderFilters,
  type AdminOrderSort,
  adminLicenceList,
  adminOrderList,
  adminUserList,
  auditTrail,
  type LicenceListFilters,
  type LicenceListSort,
  sortedAuditEvents,
  sortedLicences,
  sortedOrders,
  sortedUsers,
  type UserListFilters,
  type UserListSort,
  withEntityLabel,
} from '../src/index.js';

const LIMIT = 7;
const NOW = new Date('2026-06-01T00:00:00Z');
let database: TestDatabase;
let db: Kysely<ReadModels>;

// Few distinct values in every sorted column, so ties are everywhere and the id decides them.
const SEED = [
  `insert into users (user_id, username, email, roles, email_verified, auth_method, created_at, last_login_at,
                      deleted_at, revision)
   select md5('u' || i)::uuid, 'trader' || (i % 9), 'mail' || (i % 7) || '@example.com',
          case when i % 5 = 0 then array['admin', 'user'] else array['user'] end, true, 'password',
          timestamptz '2026-01-01' + interval '1 day' * (i % 4),
          case when i % 3 = 0 then null else timestamptz '2026-05-01' + interval '1 hour' * (i % 2) end,
          case when i % 11 = 0 then timestamptz '2026-05-20' end, 1
     from generate_series(1, 40) i`,
  `insert into licences (licence_id, license_key, user_id, status, account_number, account_number_changes,
                         user_changes, issued_at, updated_at, expires_at, revision)
   select md5('l' || i)::uuid, 'KEY' || lpad(i::text, 3, '0'), md5('u' || (1 + i % 40))::uuid,
          (array['active', 'active', 'expired', 'revoked'])[1 + i % 4], 9000 + i % 6, 0, 0,
          timestamptz '2026-02-01' + interval '1 day' * (i % 3), timestamptz '2026-02-01',
          case when i % 10 = 0 then null else timestamptz '2026-05-29' + interval '2 days' * (i % 5) end, 1
     from generate_series(1, 60) i`,
  `insert into orders (order_id, user_id, status, plan_type, plan_duration, plan_name, account_number, network,
                       price_cents, amount_cents, amount_base_units, discount_cents, payment_address,
                       transaction_hash, refund_status, placed_at, expires_at, updated_at, revision)
   select md5('o' || i)::uuid, md5('u' || (1 + i % 40))::uuid,
          (array['pending', 'verifying', 'underpaid', 'late', 'confirmed', 'completed', 'failed', 'expired'])[1 + i % 8],
          'monthly', '1m', 'Monthly', 9000 + i, (array['TRC20', 'BEP20'])[1 + i % 2], 5000, 4000 + 1000 * (i % 3),
          4000, 0, 'addr' || i, case when i % 2 = 0 then 'hash' || i end,
          case when i % 8 = 5 and i % 3 = 0 then 'approved' end,
          timestamptz '2026-04-01' + interval '1 day' * (i % 6), timestamptz '2026-07-01', timestamptz '2026-04-01', 1
     from generate_series(1, 70) i`,
  `create table payment_checks (order_id uuid, transaction_hash text, confirmations integer, required integer)`,
  `insert into payment_checks select order_id, transaction_hash, 3, 15 from orders where transaction_hash is not null`,
  `insert into audit_log (event_id, stream_id, revision, category, entity_id, type, actor, owner_id, occurred_at, data)
   select md5('e' || i)::uuid, c.category || '-' || (i % 5), i, c.category, (i % 5)::text,
          (array['Registered', 'ReservationClaimed', 'Changed', 'AccountLicenceAssigned'])[1 + i % 4],
          (array['user:', 'admin:', 'system:'])[1 + i % 3] || md5('u' || (1 + i % 40))::uuid,
          case when i % 2 = 0 then md5('u' || (1 + i % 40))::uuid::text end,
          timestamptz '2026-03-01' + interval '1 day' * (i % 9), jsonb_build_object('note', 'n' || (i % 13))
     from generate_series(1, 90) i
     join (values (0, 'user'), (1, 'licence'), (2, 'order')) c(k, category) on c.k = i % 3`,
];

beforeAll(async () => {
  database = await createTestDatabase(2);
  db = createKysely<ReadModels>(database.pool);
  await migrateReadModels(db);
  for (const statement of SEED) await sql.raw(statement).execute(db);
});
afterAll(async () => database?.drop());

/** Every page of a list, one past the end, against `reference` cut the same way. */
async function expectPagesLikeReference<Row>(
  readPage: (page: number) => Promise<{ rows: Row[]; total: number }>,
  reference: () => Promise<Row[]>,
) {
  const all = await reference();
  for (let page = 1; page <= Math.ceil(all.length / LIMIT) + 1; page += 1) {
    const { rows, total } = await readPage(page);
    expect(total).toBe(all.length);
    expect(rows).toEqual(all.slice((page - 1) * LIMIT, page * LIMIT));
  }
}

const DIRECTIONS = ['asc', 'desc'] as const;

describe('licences', () => {
  const sorts: (LicenceListSort | undefined)[] = [
    undefined,
    'key',
    'user',
    'email',
    'status',
    'accountNumber',
    'issuedAt',
    'expiresAt',
  ];
  const filters: LicenceListFilters[] = [
    {},
    { status: 'active' },
    { status: 'expired' },
    { status: 'revoked' },
    { expiringWithinDays: 5 },
    { search: 'trader3' },
    { search: 'MAIL2@' },
    { search: 'key01' },
    { search: '9003' },
  ];
  it.each(filters.map((filter) => [JSON.stringify(filter), filter] as const))('%s', async (_, filter) => {
    for (const sort of sorts)
      for (const direction of DIRECTIONS)
        await expectPagesLikeReference(
          (page) => adminLicenceList(db, filter, { sort, direction }, NOW, { page, limit: LIMIT }),
          () => sortedLicences(db, filter, { sort, direction }, NOW).execute(),
        );
  });
});

describe('users', () => {
  const sorts: (UserListSort | undefined)[] = [
    undefined,
    'username',
    'email',
    'createdAt',
    'lastLoginAt',
    'role',
  ];
  const filters: UserListFilters[] = [
    {},
    { role: 'admin' },
    { role: 'user' },
    { search: 'TRADER1' },
    { search: 'l4@' },
  ];
  it.each(filters.map((filter) => [JSON.stringify(filter), filter] as const))('%s', async (_, filter) => {
    for (const sort of sorts)
      for (const direction of DIRECTIONS)
        await expectPagesLikeReference(
          (page) => adminUserList(db, filter, { sort, direction }, { page, limit: LIMIT }),
          () => sortedUsers(db, filter, { sort, direction }).execute(),
        );
  });
});

describe('orders', () => {
  const sorts: (AdminOrderSort | undefined)[] = [undefined, 'placedAt', 'amount', 'status'];
  const filters: AdminOrderFilters[] = [
    {},
    { status: 'needs_decision' },
    { status: 'completed' },
    { status: 'refunded' },
    { status: 'pending', network: 'BEP20' },
    { network: 'TRC20', from: new Date('2026-04-02'), to: new Date('2026-04-05') },
    { search: 'trader4' },
    { search: 'hash12' },
    { search: 'HASH12' },
    { search: '' },
  ];
  it.each(filters.map((filter) => [JSON.stringify(filter), filter] as const))('%s', async (_, filter) => {
    for (const sort of sorts)
      for (const direction of DIRECTIONS)
        await expectPagesLikeReference(
          (page) => adminOrderList(db, filter, { page, limit: LIMIT, sort, direction }),
          () => sortedOrders(db, filter, { sort, direction }).execute(),
        );
  });
});

describe('audit trail', () => {
  it('pages every filter both ways like the sorted trail', async () => {
    const someone = (await sql<{ id: string }>`select md5('u3')::uuid::text as id`.execute(db)).rows[0]!.id;
    const filters = [
      {},
      { includeInternal: true },
      { category: 'licence' },
      { category: 'order', includeInternal: true },
      { category: 'user', entityId: '2' },
      { type: 'Changed' },
      { type: 'ReservationClaimed' },
      { userId: someone },
      { from: new Date('2026-03-03'), to: new Date('2026-03-06') },
      { search: 'N1' },
      { search: 'order-3' },
      { search: 'reservation', includeInternal: true },
    ];
    for (const filter of filters)
      for (const order of [{}, { sort: 'at' as const }, { sort: 'at' as const, direction: 'desc' as const }])
        await expectPagesLikeReference(
          (page) => auditTrail(db, filter, { page, limit: LIMIT }, order),
          async () => (await sortedAuditEvents(db, filter, order).execute()).map(withEntityLabel),
        );
  });
});
