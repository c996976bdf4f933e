// The read-model rows of the bulk seed, as the projectors would have written them from its events:
// users, licences (+ history), orders, the audit trail with its owners and entity names, the stream
// heads; then every projector's checkpoint and every reactor group's cursor moved to the end of the
// log, so neither reads the seeded events again. Set-based: one statement per table.
import type { Pool } from '@shop/infra';

const USERS_SQL = `
  insert into users (user_id, username, email, roles, email_verified, auth_method, session_generation,
                     created_at, last_login_at, deleted_at, revision)
  select u.user_id, u.username, u.email, u.roles, u.email_verified, 'password', 0, u.created_at, l.last_login,
         null, case when u.email_verified then coalesce(l.logins, 0) else 1 end
    from seed_users u
    left join (select user_id, max(at) as last_login, count(*) as logins from seed_logins group by user_id) l
   using (user_id)`;

const LICENCES_SQL = `
  insert into licences (licence_id, license_key, user_id, status, account_number, account_number_changes,
                        user_changes, issued_at, updated_at, expires_at, revision)
  select licence_id, license_key, user_id, status, account_number, 0, 0, issued_at,
         coalesce(ended_at, issued_at), expires_at, case when status = 'active' then 0 else 1 end
    from seed_licences`;

// A paid order is completed with its licence, a new one (updated by LicenceDelivered); an unpaid one expired.
const ORDERS_SQL = `
  insert into orders (order_id, user_id, status, plan_type, plan_duration, plan_name, account_number, network,
                      price_cents, amount_cents, amount_base_units, discount_code, discount_cents, payment_address,
                      transaction_hash, verifying_since, licence_id, licence_key, licence_expires_at,
                      licence_renewed, paid_at, placed_at, expires_at, updated_at, revision)
  select o.order_id, o.user_id, case when o.paid then 'completed' else 'expired' end,
         o.plan ->> 'planType', o.plan ->> 'planDuration', o.plan ->> 'name', o.account_number, 'BEP20',
         (o.plan ->> 'price')::int * 100, (o.plan ->> 'price')::int * 100,
         ((o.plan ->> 'price') || '000000000000000000')::numeric, null, 0, o.payment_address, o.transaction_hash,
         case when o.paid then o.placed_at + interval '5 minutes' end, l.licence_id, l.license_key, l.expires_at,
         case when o.paid then false end, case when o.paid then o.placed_at + interval '6 minutes' end,
         o.placed_at, o.placed_at + interval '30 minutes',
         case when o.paid then l.issued_at + interval '4 milliseconds' else o.placed_at + interval '30 minutes 30 seconds' end,
         case when o.paid then 3 else 1 end
    from seed_orders o left join seed_licences l using (order_id)`;

const HISTORY_SQL = `
  insert into licence_history (licence_id, revision, type, at, actor, data)
  select substr(stream_id, 9)::uuid, stream_revision, type, recorded_at, metadata ->> 'actor', data
    from events where global_position > $1 and stream_id like 'licence-%'`;

const OWNERS_SQL = [
  `create unlogged table seed_owners as
     select 'user-' || user_id as stream_id, user_id::text as owner_id from seed_users
     union all select 'order-' || order_id, user_id::text from seed_orders
     union all select 'licence-' || licence_id, user_id::text from seed_licences`,
  `insert into audit_owners (stream_id, owner_id) select stream_id, owner_id from seed_owners`,
  `insert into audit_entity_names (stream_id, name)
     select 'user-' || user_id, username from seed_users
     union all select 'licence-' || licence_id, license_key from seed_licences`,
];

// As the projector writes them: secrets redacted, the entity split from the stream, the owner from the
// stream's creating event, the time from the metadata.
const AUDIT_SQL = `
  insert into audit_log (event_id, stream_id, revision, category, entity_id, type, actor, owner_id, occurred_at,
                         data, metadata)
  select e.event_id, e.stream_id, e.stream_revision, split_part(e.stream_id, '-', 1),
         substr(e.stream_id, strpos(e.stream_id, '-') + 1), e.type, e.metadata ->> 'actor', o.owner_id,
         (e.metadata ->> 'occurredAt')::timestamptz,
         case when e.data ?| array['passwordHash', 'tokenHash', 'tokenId']
              then e.data || coalesce((select jsonb_object_agg(secret, '[redacted]')
                                         from unnest(array['passwordHash', 'tokenHash', 'tokenId']) secret
                                        where e.data ->> secret is not null), '{}'::jsonb)
              else e.data end,
         e.metadata
    from events e left join seed_owners o using (stream_id)
   where e.global_position > $1
   order by e.global_position`;

const STREAM_HEADS_SQL = `
  insert into stream_heads (stream_id, category, revision, last_event_type, last_actor, first_recorded_at, last_recorded_at)
  select stream_id, split_part(stream_id, '-', 1), max(stream_revision),
         (array_agg(type order by stream_revision desc))[1], (array_agg(metadata ->> 'actor' order by stream_revision desc))[1],
         min(recorded_at), max(recorded_at)
    from events where global_position > $1 group by stream_id
  on conflict (stream_id) do update set revision = excluded.revision, last_event_type = excluded.last_event_type,
    last_actor = excluded.last_actor, last_recorded_at = excluded.last_recorded_at
  where stream_heads.revision < excluded.revision`;

/** The read models of the events after global position `realHead` (the real ones stay as projected), step by step. */
export function readModelSteps(
  pool: Pool,
  realHead: string,
): { step: string; run: () => Promise<unknown> }[] {
  return [
    { step: 'users', run: () => pool.query(USERS_SQL) },
    { step: 'licences', run: () => pool.query(LICENCES_SQL) },
    { step: 'orders', run: () => pool.query(ORDERS_SQL) },
    { step: 'licence history', run: () => pool.query(HISTORY_SQL, [realHead]) },
    {
      step: 'audit owners and entity names',
      run: async () => {
        for (const statement of OWNERS_SQL) await pool.query(statement);
      },
    },
    { step: 'audit log', run: () => pool.query(AUDIT_SQL, [realHead]) },
    { step: 'stream heads', run: () => pool.query(STREAM_HEADS_SQL, [realHead]) },
  ];
}

/** Every projector's checkpoint and every reactor group's cursor at the log's last event. */
export async function moveReadersToEnd(pool: Pool, seededEvents: number): Promise<string> {
  const { rows } = await pool.query<{ commit: string; position: string }>(
    `select transaction_id::text as commit, global_position as position from events
      order by transaction_id desc, global_position desc limit 1`,
  );
  const { commit, position } = rows[0]!;
  await pool.query(
    `update projection_checkpoints set position = $1, events_processed = events_processed + $2, updated_at = now()`,
    [`${commit}/${position}`, seededEvents],
  );
  await pool.query('update consumer_groups set read_commit = $1::text::xid8, read_position = $2', [
    commit,
    position,
  ]);
  return `${commit}/${position}`;
}
