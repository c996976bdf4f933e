// The bulk seed's events, written straight into the event store's `events` table by one INSERT ... SELECT
// over the staging tables, in time order (so each stream's revisions follow the log's order). Each event's
// data is the real event of its type (made through the API just before) with the seeded values laid over
// it, so it carries exactly the keys the services write. Personal fields are written in clear: the
// per-person sealing happens in the services' code and cannot run in SQL; readers pass clear fields through.
import type { Pool } from '@shop/infra';
import { licenceKeySql } from './seed-staging.js';

/** Helpers the statements share; dropped with the staging tables. */
const HELPERS_SQL = [
  `create or replace function seed_iso(t timestamptz) returns text language sql immutable
     as $$ select to_char(t at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') $$`,
  `create unlogged table seed_templates as
     select distinct on (type) type, data from events order by type, global_position`,
  `alter table seed_licences add column license_key text`,
  `update seed_licences set license_key = ${licenceKeySql('key_source')}`,
];
export const HELPER_OBJECTS = { functions: ['seed_iso(timestamptz)'], tables: ['seed_templates'] };

/** `data` of an event of `type`: its real template with `fields` (a jsonb_build_object list) over it. */
const data = (type: string, fields: string) =>
  `coalesce((select t.data from seed_templates t where t.type = '${type}'), '{}'::jsonb) || jsonb_build_object(${fields})`;

/** One branch of the union: at, stream_id, revision, type, data, actor, flow. */
const branch = (
  from: string,
  e: { at: string; stream: string; revision: string; type: string; data: string; actor: string },
) =>
  `select ${e.at} as at, ${e.stream} as stream_id, ${e.revision} as revision, '${e.type}' as type,
          ${data(e.type, e.data)} as data, ${e.actor} as actor, flow_id as flow from ${from}`;

const sha = (text: string) => `encode(sha256(convert_to(lower(${text}), 'UTF8')), 'hex')`;
const ADMIN_ACTOR = `'admin:' || (select admin_id from seed_settings)`;

const USER_EVENTS = [
  branch('seed_users', {
    at: `created_at - interval '20 milliseconds'`,
    stream: `'email-' || ${sha('email')}`,
    revision: '0',
    type: 'ReservationClaimed',
    data: `'ownerId', user_id`,
    actor: `'anonymous'`,
  }),
  branch('seed_users', {
    at: `created_at - interval '10 milliseconds'`,
    stream: `'username-' || ${sha('username')}`,
    revision: '0',
    type: 'ReservationClaimed',
    data: `'ownerId', user_id`,
    actor: `'anonymous'`,
  }),
  branch('seed_users', {
    at: 'created_at',
    stream: `'user-' || user_id`,
    revision: '0',
    type: 'UserRegistered',
    data: `'userId', user_id, 'username', username, 'email', email, 'roles', to_jsonb(roles), 'method', 'password',
           'emailVerified', email_verified, 'registeredAt', seed_iso(created_at), 'googleSubject', null,
           'passwordHash', '$2b$12$' || md5(username) || md5(email)`,
    actor: `'user:' || user_id`,
  }),
  branch('seed_users where not email_verified', {
    at: `created_at + interval '1 millisecond'`,
    stream: `'user-' || user_id`,
    revision: '1',
    type: 'EmailVerificationRequested',
    data: `'tokenId', gen_random_uuid(), 'tokenHash', md5(email) || md5(username), 'requestedAt', seed_iso(created_at),
           'expiresAt', seed_iso(created_at + interval '1 day')`,
    actor: `'user:' || user_id`,
  }),
  branch(
    `(select *, row_number() over (order by created_at) as rank from seed_users where 'admin' = any(roles)) a`,
    {
      at: `created_at + interval '1 hour'`,
      stream: `'adminroster-all'`,
      revision: `(select roster_base from seed_settings) + rank - 1`,
      type: 'AdminAdded',
      data: `'userId', user_id, 'addedAt', seed_iso(created_at + interval '1 hour')`,
      actor: ADMIN_ACTOR,
    },
  ),
  branch(
    `(select l.*, u.flow_id, row_number() over (partition by l.user_id order by l.at) as rank
        from seed_logins l join seed_users u using (user_id)) l`,
    {
      at: 'at',
      stream: `'user-' || user_id`,
      revision: 'rank',
      type: 'UserLoggedIn',
      data: `'method', 'password', 'loggedInAt', seed_iso(at)`,
      actor: `'user:' || user_id`,
    },
  ),
];

const paidAt = `placed_at + interval '6 minutes'`;
const ORDER_EVENTS = [
  branch('seed_orders', {
    at: `placed_at - interval '10 milliseconds'`,
    stream: `'paymentaddress-BEP20'`,
    revision: 'address_index',
    type: 'PaymentAddressAllocated',
    data: `'orderId', order_id`,
    actor: `'user:' || user_id`,
  }),
  branch('seed_orders', {
    at: 'placed_at',
    stream: `'order-' || order_id`,
    revision: '0',
    type: 'OrderPlaced',
    data: `'plan', plan, 'userId', user_id, 'network', 'BEP20', 'orderId', order_id, 'discount', null,
           'placedAt', seed_iso(placed_at), 'expiresAt', seed_iso(placed_at + interval '30 minutes'),
           'priceCents', (plan ->> 'price')::int * 100, 'amountCents', (plan ->> 'price')::int * 100,
           'addressIndex', address_index, 'accountNumber', account_number, 'paymentAddress', payment_address,
           'amountBaseUnits', (plan ->> 'price') || '000000000000000000'`,
    actor: `'user:' || user_id`,
  }),
  branch('seed_orders where paid', {
    at: `placed_at + interval '5 minutes' - interval '10 milliseconds'`,
    stream: `'paymenttx-BEP20-' || transaction_hash`,
    revision: '0',
    type: 'ReservationClaimed',
    data: `'ownerId', order_id`,
    actor: `'user:' || user_id`,
  }),
  branch('seed_orders where paid', {
    at: `placed_at + interval '5 minutes'`,
    stream: `'order-' || order_id`,
    revision: '1',
    type: 'PaymentSubmitted',
    data: `'userId', user_id, 'submittedAt', seed_iso(placed_at + interval '5 minutes'),
           'transactionHash', transaction_hash, 'userPaymentAddress', null`,
    actor: `'user:' || user_id`,
  }),
  branch('seed_orders where paid', {
    at: paidAt,
    stream: `'order-' || order_id`,
    revision: '2',
    type: 'PaymentConfirmed',
    data: `'reason', 'Checked on chain', 'userId', user_id, 'confirmedAt', seed_iso(${paidAt}),
           'confirmedBy', (select admin_id from seed_settings), 'transactionHash', transaction_hash`,
    actor: `'user:' || (select admin_id from seed_settings)`,
  }),
  branch('seed_orders where not paid', {
    at: `placed_at + interval '30 minutes 30 seconds'`,
    stream: `'order-' || order_id`,
    revision: '1',
    type: 'OrderExpired',
    data: `'expiredAt', seed_iso(placed_at + interval '30 minutes 30 seconds')`,
    actor: `'system:order-expiry'`,
  }),
];

/** Licences, and what the fulfilment reactor writes around the ones it delivers for orders. */
const issuer = `case when source = 'order' then 'system:payments' else ${ADMIN_ACTOR} end`;
const delivered = 'seed_licences l join seed_orders o using (order_id, user_id, flow_id)';
const LICENCE_EVENTS = [
  branch('seed_licences', {
    at: `issued_at - interval '2 milliseconds'`,
    stream: `'licensekey-' || license_key`,
    revision: '0',
    type: 'ReservationClaimed',
    data: `'ownerId', licence_id`,
    actor: issuer,
  }),
  branch('seed_licences', {
    at: 'issued_at',
    stream: `'licence-' || licence_id`,
    revision: '0',
    type: 'LicenceIssued',
    data: `'source', source, 'userId', user_id, 'orderId', order_id, 'issuedAt', seed_iso(issued_at),
           'issuedBy', case when source = 'order' then 'system:payments' else (select admin_id from seed_settings)::text end,
           'expiresAt', seed_iso(expires_at), 'licenceId', licence_id, 'licenseKey', license_key,
           'durationDays', duration_days, 'accountNumber', account_number`,
    actor: issuer,
  }),
  branch(delivered, {
    at: `l.issued_at + interval '3 milliseconds'`,
    stream: `'accountlicence-' || user_id || '-' || l.account_number`,
    revision: '0',
    type: 'AccountLicenceAssigned',
    data: `'orderId', order_id, 'licenceId', licence_id`,
    actor: `'system:payments'`,
  }),
  branch(delivered, {
    at: `l.issued_at + interval '4 milliseconds'`,
    stream: `'order-' || order_id`,
    revision: '3',
    type: 'LicenceDelivered',
    data: `'renewed', false, 'expiresAt', seed_iso(expires_at), 'licenceId', licence_id, 'licenseKey', license_key,
           'deliveredAt', seed_iso(l.issued_at)`,
    actor: `'system:payments'`,
  }),
  branch(`seed_licences where status = 'expired'`, {
    at: 'ended_at',
    stream: `'licence-' || licence_id`,
    revision: '1',
    type: 'LicenceExpired',
    data: `'expiredAt', seed_iso(ended_at)`,
    actor: `'system:licence-expiry'`,
  }),
  branch(`seed_licences where status = 'revoked'`, {
    at: 'ended_at',
    stream: `'licence-' || licence_id`,
    revision: '1',
    type: 'LicenceRevoked',
    data: `'revokedBy', (select admin_id from seed_settings), 'revokedAt', seed_iso(ended_at)`,
    actor: ADMIN_ACTOR,
  }),
];

const EVENTS_SQL = `
  insert into events (stream_id, stream_revision, event_id, type, data, metadata, recorded_at)
  select stream_id, revision, gen_random_uuid(), type, data,
         jsonb_build_object('actor', actor, 'occurredAt', seed_iso(at), 'causationId', flow, 'correlationId', flow),
         at
    from (${[...USER_EVENTS, ...ORDER_EVENTS, ...LICENCE_EVENTS].join('\nunion all\n')}) seeded
   order by at, revision`;

/** Writes the events; returns how many. The real events written before stay where they are. */
export async function seedEvents(pool: Pool): Promise<number> {
  for (const statement of HELPERS_SQL) await pool.query(statement);
  const result = await pool.query(EVENTS_SQL);
  return result.rowCount ?? 0;
}
