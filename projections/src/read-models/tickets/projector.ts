// tickets and ticket_messages: each ticket with its status, rating and times, and its conversation.
// Set-based: a batch reads the tickets it touches, folds their events in memory (each guarded by the
// row's stream revision, so a replay changes nothing) and writes rows and messages in a few statements.
import {
  ERASED,
  type TicketEvent,
  type TicketMessagePosted,
  type TicketOpened,
  type TicketStatus,
  ticketStreams,
} from '@shop/domain';
import type { RecordedEvent } from '@shop/infra';
import type { TicketMessageRow, TicketRow } from '../../db/tables/tickets.js';
import type { Projector, ReadModelTransaction } from '../../runtime/projector.js';
import { insertNewRows, rowsByKey, writeRows } from '../aggregate-rows.js';
import { piecesEndingAtDeletions } from '../erasure.js';

/** resolved_at and closed_at follow the status: set on entering, kept while closing a resolved ticket. */
function statusTimes(to: TicketStatus, at: Date) {
  switch (to) {
    case 'resolved':
      return { resolved_at: at, closed_at: null };
    case 'closed':
      return { closed_at: at };
    default:
      return { resolved_at: null, closed_at: null };
  }
}

/** The ticket rows (as stored, then as folded) and the messages a stretch of events adds. */
interface TicketsFold {
  rows: Map<string, TicketRow>;
  changed: Set<string>;
  messages: TicketMessageRow[];
}

/** A ticket's row as its opening makes it (shared with the API, which answers commands from the same fold). */
export function openedRow(ticketId: string, data: TicketOpened['data'], revision: string): TicketRow {
  return {
    ticket_id: ticketId,
    ticket_number: data.ticketNumber,
    user_id: data.userId,
    subject: data.subject,
    description: data.description,
    category: data.category,
    priority: data.priority,
    status: 'open',
    satisfaction_rating: null,
    satisfaction_feedback: null,
    rated_at: null,
    created_at: new Date(data.openedAt),
    last_activity: new Date(data.openedAt),
    owner_last_activity: new Date(data.openedAt),
    resolved_at: null,
    closed_at: null,
    revision,
  };
}

/** The row changes an event makes to its ticket. An internal note is activity only the admins see. */
export function changesFor(event: TicketEvent): Partial<TicketRow> | undefined {
  switch (event.type) {
    case 'TicketMessagePosted': {
      const at = new Date(event.data.postedAt);
      return event.data.isInternal ? { last_activity: at } : { last_activity: at, owner_last_activity: at };
    }
    case 'TicketStatusChanged': {
      const at = new Date(event.data.changedAt);
      return {
        status: event.data.to,
        last_activity: at,
        owner_last_activity: at,
        ...statusTimes(event.data.to, at),
      };
    }
    case 'TicketRated': {
      const at = new Date(event.data.ratedAt);
      return {
        satisfaction_rating: event.data.rating,
        satisfaction_feedback: event.data.feedback,
        rated_at: at,
        last_activity: at,
        owner_last_activity: at,
      };
    }
    default:
      return undefined;
  }
}

/** The conversation row a posted message makes. */
export function messageRow(ticketId: string, data: TicketMessagePosted['data']): TicketMessageRow {
  return {
    message_id: data.messageId,
    ticket_id: ticketId,
    sender_id: data.senderId,
    sender_type: data.senderType,
    message: data.message,
    is_internal: data.isInternal,
    created_at: new Date(data.postedAt),
  };
}

function apply(fold: TicketsFold, recorded: RecordedEvent): void {
  const ticketId = ticketStreams.idOf(recorded.streamId);
  const revision = recorded.revision.toString();
  const event = { type: recorded.type, data: recorded.data } as TicketEvent;
  const row = fold.rows.get(ticketId);
  if (event.type === 'TicketOpened') {
    if (row) return;
    fold.rows.set(ticketId, openedRow(ticketId, event.data, revision));
    fold.changed.add(ticketId);
    return;
  }
  if (event.type === 'TicketMessagePosted') fold.messages.push(messageRow(ticketId, event.data));
  if (!row || BigInt(row.revision) >= recorded.revision) return;
  const changes = changesFor(event);
  if (!changes) return;
  Object.assign(row, changes, { revision });
  fold.changed.add(ticketId);
}

/** Folds the events in memory and writes the changed tickets and the new messages, three statements at most. */
async function write(trx: ReadModelTransaction, events: readonly RecordedEvent[]): Promise<void> {
  const ticketEvents = events.filter((event) => ticketStreams.has(event.streamId));
  if (ticketEvents.length === 0) return;
  const ids = ticketEvents.map((event) => ticketStreams.idOf(event.streamId));
  const fold: TicketsFold = {
    rows: await rowsByKey(trx, 'tickets', 'ticket_id', ids),
    changed: new Set(),
    messages: [],
  };
  for (const event of ticketEvents) apply(fold, event);
  const written = [...fold.changed].map((ticketId) => fold.rows.get(ticketId)!);
  await writeRows(trx, 'tickets', written, { key: 'ticket_id', guard: 'revision' });
  await insertNewRows(trx, 'ticket_messages', fold.messages);
}

/** A deleted owner's tickets keep their numbers, statuses and dates; every word in them is erased. */
async function eraseOwner(trx: ReadModelTransaction, userId: string): Promise<void> {
  const owned = trx.selectFrom('tickets').select('ticket_id').where('user_id', '=', userId);
  await trx.updateTable('ticket_messages').set({ message: ERASED }).where('ticket_id', 'in', owned).execute();
  await trx
    .updateTable('tickets')
    .set((eb) => ({
      subject: ERASED,
      description: ERASED,
      satisfaction_feedback: eb
        .case()
        .when('satisfaction_feedback', 'is not', null)
        .then(ERASED)
        .else(null)
        .end(),
    }))
    .where('user_id', '=', userId)
    .execute();
}

export const ticketsProjector: Projector = {
  id: 'tickets',
  tables: ['tickets', 'ticket_messages'],
  async project(trx, events) {
    for (const piece of piecesEndingAtDeletions(events)) {
      await write(trx, piece.events);
      if (piece.deleted) await eraseOwner(trx, piece.deleted);
    }
  },
};
