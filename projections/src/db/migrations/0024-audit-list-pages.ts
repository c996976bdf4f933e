// The audit trail at scale: its pages take their log positions from an index in the trail's order, for
// business events alone (the default) overall and by category, by event type and by time; who acted is
// found by the user id as text (the trail joins `split_part(actor, ':', 2)`); and its search for any text
// in the event (type, stream, data) reads a trigram index instead of every event. The business-event
// predicate lists internal-events.ts's types: a type added there needs a new migration of these indexes.
import { type Kysely, sql } from 'kysely';
import { trigramOps } from './0020-trigram-search.js';
import { createIndexes, dropIndexes, type SqlIndex } from './sql-indexes.js';

const BUSINESS_EVENTS = sql`where type not in ('ReservationClaimed', 'ReservationReleased', 'TicketNumberAllocated',
  'PaymentAddressAllocated', 'AccountLicenceAssigned')`;

const INDEXES: SqlIndex[] = [
  { name: 'audit_log_business', table: 'audit_log', definition: sql`(seq) ${BUSINESS_EVENTS}` },
  {
    name: 'audit_log_business_by_category',
    table: 'audit_log',
    definition: sql`(category, seq) ${BUSINESS_EVENTS}`,
  },
  { name: 'audit_log_by_type', table: 'audit_log', definition: sql`(type, seq)` },
  { name: 'audit_log_by_time', table: 'audit_log', definition: sql`(occurred_at)` },
  { name: 'users_id_text', table: 'users', definition: sql`((user_id::text))` },
];

const TRIGRAMS = 'audit_log_text_trigrams';

export async function up(db: Kysely<unknown>): Promise<void> {
  await createIndexes(db, INDEXES);
  const trigrams = await trigramOps(db);
  // One index of the three searched texts: a search's three alternatives are read from it and or-ed.
  await createIndexes(db, [
    {
      name: TRIGRAMS,
      table: 'audit_log',
      definition: sql`using gin (type ${trigrams}, stream_id ${trigrams}, (data::text) ${trigrams})`,
    },
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropIndexes(db, [...INDEXES.map((index) => index.name), TRIGRAMS]);
}
