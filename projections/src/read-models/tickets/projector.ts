// tickets and ticket_messages: each ticket with its status, rating and times, and its conversation.
import { ERASED, type TicketEvent, type TicketStatus } from '@shop/domain';
import type { RecordedEvent } from '@shop/infra';
import type { Projector, ReadModelTransaction } from '../../runtime/projector.js';
import { deletedAccount } from '../erasure.js';

const STREAM_PREFIX = 'ticket-';

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

async function apply(trx: ReadModelTransaction, recorded: RecordedEvent): Promise<void> {
  const ticketId = recorded.streamId.slice(STREAM_PREFIX.length);
  const revision = recorded.revision.toString();
  const event = { type: recorded.type, data: recorded.data } as TicketEvent;
  const update = (changes: Record<string, unknown>) =>
    trx
      .updateTable('tickets')
      .set({ ...changes, revision })
      .where('ticket_id', '=', ticketId)
      .where('revision', '<', revision)
      .execute();
  switch (event.type) {
    case 'TicketOpened': {
      const { data } = event;
      await trx
        .insertInto('tickets')
        .values({
          ticket_id: ticketId,
          ticket_number: data.ticketNumber,
          user_id: data.userId,
          subject: data.subject,
          description: data.description,
          category: data.category,
          priority: data.priority,
          status: 'open',
          created_at: new Date(data.openedAt),
          last_activity: new Date(data.openedAt),
          revision,
        })
        .onConflict((conflict) => conflict.column('ticket_id').doNothing())
        .execute();
      return;
    }
    case 'TicketMessagePosted': {
      const { data } = event;
      await trx
        .insertInto('ticket_messages')
        .values({
          message_id: data.messageId,
          ticket_id: ticketId,
          sender_id: data.senderId,
          sender_type: data.senderType,
          message: data.message,
          is_internal: data.isInternal,
          created_at: new Date(data.postedAt),
        })
        .onConflict((conflict) => conflict.column('message_id').doNothing())
        .execute();
      await update({ last_activity: new Date(data.postedAt) });
      return;
    }
    case 'TicketStatusChanged': {
      const at = new Date(event.data.changedAt);
      await update({ status: event.data.to, last_activity: at, ...statusTimes(event.data.to, at) });
      return;
    }
    case 'TicketRated': {
      const { data } = event;
      const at = new Date(data.ratedAt);
      await update({
        satisfaction_rating: data.rating,
        satisfaction_feedback: data.feedback,
        rated_at: at,
        last_activity: at,
      });
      return;
    }
  }
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
    for (const event of events) {
      if (event.streamId.startsWith(STREAM_PREFIX)) await apply(trx, event);
      const deleted = deletedAccount(event);
      if (deleted) await eraseOwner(trx, deleted);
    }
  },
};
