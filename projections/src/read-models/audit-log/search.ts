// The audit trail's search (`q`): the text an admin types to find events, resolved to ids through small
// indexed lookups, then the events read by those ids from the trail's own indexes. It matches
// - an event type, any part ('AccountNumber', 'refund');
// - a stream id or an entity id, its beginning ('order-13bea5ea', '13bea5ea', 'licence', 'TRC20'), in any
//   category, reservations and sequences too;
// - an entity's name, any part: a username, a licence key, a discount code, a ticket number ('TKT-000012'),
//   or its label as the trail shows it ('User trader42', 'Licence 3QQVZ-…', 'Order 13bea5ea',
//   'Discount code SPRING10', 'Ticket TKT-000012'), with the reservations of the key and the code;
// - who acted, by any part of their username or email;
// - an order's payment transaction hash, whole (the order's events), or its beginning (its reservation).
// Free text inside the events' data (a reason typed in a note, a ticket's subject) is not searched: no index
// holds it, and one that did cost more to keep than every other audit index (migration 0025).
import { NETWORKS } from '@shop/domain';
import { type RawBuilder, sql } from 'kysely';
import { likePattern } from '../../db/like.js';

/** The words a label starts with, and the category they name (entity-labels.ts). */
const LABEL_KINDS: readonly [RegExp, string][] = [
  [/^user\s+/i, 'user'],
  [/^order\s+/i, 'order'],
  [/^licen[cs]e\s+/i, 'licence'],
  [/^ticket\s+/i, 'ticket'],
  [/^discount(\s+code)?\s+/i, 'discount'],
];

/** A ticket number as shown ('TKT-000012', 'tkt-12'): the number its ticket is named by. */
const TICKET_NUMBER = /^tkt-?0*(\d+)$/i;

/** What to look for among the entities: a text, in one category when a label's kind word preceded it. */
interface EntityTerm {
  category?: string;
  text: string;
}

/** The text as typed, and, when it reads as a label, its name or id within the label's category. */
function entityTerms(text: string): EntityTerm[] {
  const terms: EntityTerm[] = [{ text }];
  for (const [kind, category] of LABEL_KINDS) {
    const rest = text.replace(kind, '').replace(/…$/, '').trim();
    if (rest !== text && rest !== '') terms.push({ category, text: rest });
  }
  return terms;
}

const caseVariants = (text: string) => [...new Set([text, text.toLowerCase(), text.toUpperCase()])];

/** How an index orders its column: the comparison that finds the next value, and the ORDER BY that reads it. */
interface IndexOrder {
  after: RawBuilder<unknown>;
  order: RawBuilder<unknown>;
}
/** audit_log_by_type: the collation's order. */
const COLLATION: IndexOrder = { after: sql`>`, order: sql`asc` };
/** audit_log_entity_prefix (text_pattern_ops): byte order. */
const BYTES: IndexOrder = { after: sql`~>~`, order: sql`using ~<~` };

/** Every distinct value of an indexed column of audit_log, one index probe each (a loose index scan). */
const distinctValues = (column: 'type' | 'category', { after, order }: IndexOrder) => sql`
  with recursive found(value) as (
    (select ${sql.ref(column)} from audit_log order by ${sql.ref(column)} ${order} limit 1)
    union all
    select (select a.${sql.ref(column)} from audit_log a where a.${sql.ref(column)} ${after} found.value
             order by a.${sql.ref(column)} ${order} limit 1)
      from found where found.value is not null)
  select value from found where value is not null`;

/** Events of a type whose name holds the text. */
const byType = (text: string) => sql`
  select seq from audit_log where type = any(array(
    select value from (${distinctValues('type', COLLATION)}) types where value ilike ${likePattern(text)}))`;

/** Events done by a user or an admin whose username or email holds the text. */
const byActor = (text: string) => sql`
  select seq from audit_log where actor = any(array(
    select roles.role || ':' || users.user_id::text
      from users cross join (values ('user'), ('admin')) roles(role)
     where users.username ilike ${likePattern(text)} or users.email ilike ${likePattern(text)}))`;

/** The entities a term names: by name (and the key's and code's reservations), ticket number, payment hash. */
function namedEntities({ category, text }: EntityTerm) {
  const ticket = TICKET_NUMBER.exec(text)?.[1];
  const inCategory = category === undefined ? sql`true` : sql`n.stream_id like ${`${category}-%`}`;
  return sql`
    select e.category, e.entity_id
      from audit_entity_names n,
           lateral (values
             (split_part(n.stream_id, '-', 1), substr(n.stream_id, strpos(n.stream_id, '-') + 1)),
             (case split_part(n.stream_id, '-', 1) when 'licence' then 'licensekey'
                when 'discount' then 'discountcode' end, n.name)) e(category, entity_id)
     where ${inCategory} and e.category is not null
       and (n.name ilike ${likePattern(text)}
            ${ticket === undefined ? sql`` : sql`or (n.stream_id like 'ticket-%' and n.name = ${String(Number(ticket))})`})
    union all
    select 'order', order_id::text from orders
     where ${category === undefined || category === 'order' ? sql`true` : sql`false`}
       and transaction_hash = any(${sql.val(caseVariants(text))}::text[])`;
}

/** (category, id beginning) pairs a term's text can be the beginning of: an entity id, or a stream id. */
function idBeginnings({ category, text }: EntityTerm) {
  const variants = sql.val(caseVariants(text));
  const inCategory = category === undefined ? sql`true` : sql`c.value = ${category}`;
  return sql`
    select c.value as category, b.beginning
      from (${distinctValues('category', BYTES)}) c
      cross join lateral (
        select v as beginning from unnest(${variants}::text[]) v
        union all select substr(v, length(c.value) + 2) from unnest(${variants}::text[]) v
         where starts_with(v, c.value || '-')
        union all select '' from unnest(${variants}::text[]) v
         where ${category === undefined ? sql`true` : sql`false`} and strpos(v, '-') = 0 and starts_with(c.value, v)
        union all select n || '-' || v from unnest(${variants}::text[]) v, unnest(${sql.val([...NETWORKS])}::text[]) n
         where c.value = 'paymenttx') b
     where ${inCategory}`;
}

/**
 * The events of the entities and stream ids `term` names, each read from audit_log_entity_prefix by its
 * category and id (lateral, kept apart by `offset 0`, so the planner cannot trade the few probes for one
 * hash join over the whole index).
 */
const byEntity = (term: EntityTerm) => sql`
  select hit.seq from (${namedEntities(term)}) named
    cross join lateral (select a.seq from audit_log a
       where a.category = named.category and a.entity_id = named.entity_id offset 0) hit
  union all
  select hit.seq from (${idBeginnings(term)}) begun
    cross join lateral (select a.seq from audit_log a
       where a.category = begun.category and a.entity_id ~>=~ begun.beginning
         and a.entity_id ~<~ (begun.beginning || chr(1114111)) and starts_with(a.entity_id, begun.beginning) offset 0) hit`;

/** The condition an audit row meets when `text` (trimmed, not empty) finds it. */
export function auditSearch(text: string): RawBuilder<boolean> {
  const branches = [byType(text), byActor(text), ...entityTerms(text).map(byEntity)];
  const parenthesised = branches.map((branch) => sql`(${branch})`);
  return sql<boolean>`audit_log.seq = any(array(${sql.join(parenthesised, sql` union `)}))`;
}
