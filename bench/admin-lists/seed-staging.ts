// The bulk seed's plan, drawn in SQL (generate_series) into staging tables the later statements read:
// one settings row, the users, their orders (most paid and delivered, the rest left to expire), the
// licences (from those orders or issued by the admin; active, expired or revoked as their dates say)
// and the logins that fill the log up to its size. Every time lies in the past, every user is older
// than what they did, and nothing is left for the expiry tasks to do.
import { PLANS } from '@shop/domain';
import type { Pool } from '@shop/infra';

export interface SeedSizes {
  users: number;
  licences: number;
  events: number;
}

/** Of the licences: this share came from paid orders, the rest an admin issued by hand. */
const FROM_ORDERS = 0.6;
/** Unpaid orders that expired, as a share of the licences. */
const UNPAID_ORDERS = 0.1;

/** The plan object OrderPlaced carries (the same keys as the API writes). */
const PLAN_OBJECTS = PLANS.map((plan) => ({
  name: plan.name,
  price: plan.price,
  planType: plan.planType,
  durationDays: plan.durationDays,
  planDuration: plan.planDuration,
}));

export const STAGING_TABLES = ['seed_settings', 'seed_users', 'seed_orders', 'seed_licences', 'seed_logins'];

const SETTINGS_SQL = `
  create unlogged table seed_settings as
  select $1::timestamptz as now, $2::int as users, $3::int as paid_orders, $4::int as orders,
         $5::int as admin_licences, $6::uuid as admin_id, $7::jsonb as plans,
         (select coalesce(max(stream_revision) + 1, 0) from events where stream_id = 'paymentaddress-BEP20') as address_base,
         (select coalesce(max(stream_revision) + 1, 0) from events where stream_id = 'adminroster-all') as roster_base`;

// Users are at least two days old; one in a hundred is an admin, one in twenty never verified their email.
const USERS_SQL = `
  create unlogged table seed_users as
  select i, gen_random_uuid() as user_id, gen_random_uuid() as flow_id,
         'trader_' || substr(md5('user' || i), 1, 10) as username,
         'trader_' || substr(md5('user' || i), 1, 10) || '@example.com' as email,
         case when i % 100 = 0 then array['admin', 'user'] else array['user'] end as roles,
         i % 20 <> 0 as email_verified,
         s.now - interval '2 days' - interval '730 days' * (1 - (i - 1)::float8 / s.users) as created_at
    from seed_settings s, generate_series(1, s.users) i`;

// An order some time after its buyer signed up; paid ones are submitted 5 and confirmed 6 minutes later.
const ORDERS_SQL = `
  create unlogged table seed_orders as
  select o.*, s.address_base - 1 + row_number() over (order by o.placed_at, o.o) as address_index
    from seed_settings s, (
      select o, gen_random_uuid() as order_id, gen_random_uuid() as flow_id, u.user_id, p.plan,
             o <= s.paid_orders as paid, 50000000 + o as account_number,
             '0x' || substr(md5('address' || o), 1, 20) || substr(md5('address-' || o), 1, 20) as payment_address,
             case when o <= s.paid_orders then '0x' || md5('tx' || o) || md5('tx-' || o) end as transaction_hash,
             u.created_at + (s.now - interval '1 hour' - u.created_at) * ((o * 0.6180339887) % 1)::float8 as placed_at
        from seed_settings s, generate_series(1, s.orders) o
        join seed_users u on u.i = 1 + (o::bigint * 7919) % (select users from seed_settings)
        join jsonb_array_elements((select plans from seed_settings)) with ordinality p(plan, k)
          on p.k = 1 + o % jsonb_array_length((select plans from seed_settings))
    ) o`;

// Licences delivered for the paid orders, then those the admin issued; one in ten is revoked half-way
// through its time, one whose end has passed is expired (30 s after it ended, as the expiry task finds it).
const LICENCES_SQL = `
  create unlogged table seed_licences as
  select l.*, md5(l.licence_id::text) as key_source,
         case when l.revoked then 'revoked' when l.expires_at <= s.now then 'expired' else 'active' end as status,
         case when l.revoked then l.issued_at + (least(l.expires_at, s.now) - l.issued_at) / 2
              when l.expires_at <= s.now then least(l.expires_at + interval '30 seconds', s.now) end as ended_at
    from seed_settings s, (
      select gen_random_uuid() as licence_id, o.user_id, o.order_id, o.flow_id, 'order' as source,
             o.placed_at + interval '6 minutes' as issued_at, (o.plan ->> 'durationDays')::int as duration_days,
             o.account_number, o.placed_at + interval '6 minutes' + interval '1 day' * (o.plan ->> 'durationDays')::int as expires_at,
             o.o % 10 = 3 as revoked
        from seed_orders o where o.paid
      union all
      select gen_random_uuid(), u.user_id, null, gen_random_uuid(), 'admin', t.issued_at, d.days,
             60000000 + n, t.issued_at + interval '1 day' * d.days, n % 10 = 3
        from seed_settings s2 cross join generate_series(1, s2.admin_licences) n
        join seed_users u on u.i = 1 + (n::bigint * 104729) % (select users from seed_settings)
        cross join lateral (select (array[30, 90, 180, 365])[1 + n % 4] as days) d
        cross join lateral (
          select u.created_at + (s2.now - interval '1 hour' - u.created_at) * ((n * 0.7548776662) % 1)::float8 as issued_at
        ) t
    ) l`;

export function licenceKeySql(source: string): string {
  const group = (from: number) =>
    `translate(upper(substr(${source}, ${from}, 5)), '0123456789ABCDEF', 'ABCDEFGHJKMNPQRS')`;
  return `${group(1)} || '-' || ${group(6)} || '-' || ${group(11)} || '-' || ${group(16)}`;
}

/** Logins of the verified users (four in five of them), spread between sign-up and now. */
const LOGINS_SQL = `
  create unlogged table seed_logins as
  with logged as (
    select user_id, created_at, row_number() over (order by i) as r
      from seed_users where email_verified and i % 5 <> 0
  ), n as (select count(*) as c from logged)
  select l.user_id,
         l.created_at + (s.now - l.created_at) * (((g - 1) / n.c) + 1)::float8 / ($1::bigint / n.c + 2) as at
    from seed_settings s, n, generate_series(1, $1::bigint) g
    join logged l on l.r = (g - 1) % (select c from n) + 1`;

/** Events the log holds besides the logins, once users, orders and licences are staged. */
const FIXED_EVENTS_SQL = `
  select (select count(*) * 3 + count(*) filter (where not email_verified) + count(*) filter (where 'admin' = any(roles)) from seed_users)
       + (select count(*) * 2 + count(*) filter (where paid) * 5 + count(*) filter (where not paid) from seed_orders)
       + (select count(*) * 2 + count(*) filter (where status <> 'active') from seed_licences) as fixed`;

export async function stageSeed(
  pool: Pool,
  sizes: SeedSizes,
  context: { now: Date; adminId: string },
): Promise<{ logins: number; orders: number }> {
  const paidOrders = Math.round(sizes.licences * FROM_ORDERS);
  const orders = paidOrders + Math.round(sizes.licences * UNPAID_ORDERS);
  await pool.query(SETTINGS_SQL, [
    context.now,
    sizes.users,
    paidOrders,
    orders,
    sizes.licences - paidOrders,
    context.adminId,
    JSON.stringify(PLAN_OBJECTS),
  ]);
  await pool.query(USERS_SQL);
  await pool.query(ORDERS_SQL);
  await pool.query(LICENCES_SQL);
  const { rows } = await pool.query<{ fixed: string }>(FIXED_EVENTS_SQL);
  const logins = Math.max(0, sizes.events - Number(rows[0]!.fixed));
  await pool.query(LOGINS_SQL, [logins]);
  return { logins, orders };
}

export async function dropStaging(pool: Pool): Promise<void> {
  await pool.query(`drop table if exists ${STAGING_TABLES.join(', ')}`);
}
