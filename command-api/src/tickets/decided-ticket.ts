// A ticket command's answer from the stream it decided on: the ticket's row and conversation folded the
// way the tickets projector folds them, so the answer needs one lookup of its people's names, not the
// ticket and conversation queries of the read model.
import {
  type Decider,
  type Ticket,
  type TicketCommand,
  type TicketEvent,
  ticketDecider,
  ticketError,
} from '@shop/domain';
import {
  openedTicketRow,
  type ReadModels,
  type TicketMessageRow,
  type TicketRow,
  type TicketViewer,
  ticketMessageRow,
  ticketRowChanges,
} from '@shop/projections';
import type { Kysely } from 'kysely';
import type { TicketView } from '../contracts/tickets.js';
import { type MessageRow, messageView, ticketView } from './views.js';

/** The conversation newest first, shared between states: folding a long stream copies nothing. */
interface Conversation {
  message: TicketMessageRow;
  earlier: Conversation | undefined;
}

export interface DecidedTicket {
  /** What the ticket's rules decide on. */
  ticket: Ticket;
  /** The read model's row as the projector would write it; undefined before the ticket is opened. */
  row: TicketRow | undefined;
  conversation: Conversation | undefined;
}

function evolve(state: DecidedTicket, event: TicketEvent): DecidedTicket {
  const ticket = ticketDecider.evolve(state.ticket, event);
  if (event.type === 'TicketOpened') {
    if (state.row) return { ...state, ticket };
    return { ticket, row: openedTicketRow(event.data.ticketId, event.data, '0'), conversation: undefined };
  }
  if (!state.row) return { ...state, ticket };
  const conversation =
    event.type === 'TicketMessagePosted'
      ? { message: ticketMessageRow(state.row.ticket_id, event.data), earlier: state.conversation }
      : state.conversation;
  const changes = ticketRowChanges(event);
  return { ticket, row: changes ? { ...state.row, ...changes } : state.row, conversation };
}

/** The ticket decider, deciding on the same state, with the row and conversation folded alongside. */
export const decidedTicketDecider: Decider<DecidedTicket, TicketCommand, TicketEvent> = {
  initialState: { ticket: ticketDecider.initialState, row: undefined, conversation: undefined },
  evolve,
  decide: (command, state) => ticketDecider.decide(command, state.ticket),
};

/** Oldest first, as the read model's query orders them: by time, then by id. */
function visibleMessages(conversation: Conversation | undefined, viewer: TicketViewer): TicketMessageRow[] {
  const messages: TicketMessageRow[] = [];
  for (let entry = conversation; entry; entry = entry.earlier) {
    if (viewer.isAdmin || !entry.message.is_internal) messages.push(entry.message);
  }
  return messages.sort(
    (a, b) =>
      a.created_at.getTime() - b.created_at.getTime() ||
      (a.message_id < b.message_id ? -1 : a.message_id > b.message_id ? 1 : 0),
  );
}

/**
 * The ticket as the read model will show it to `viewer` once it holds the decided events. Undefined
 * when the owner is not an active user in the read model (not projected yet, or deleted and erased
 * there): then only the read model can say what the viewer may see.
 */
export async function decidedTicketView(
  db: Kysely<ReadModels>,
  state: DecidedTicket,
  viewer: TicketViewer,
): Promise<TicketView | undefined> {
  const { row } = state;
  if (!row) return undefined;
  if (!viewer.isAdmin && row.user_id !== viewer.userId) throw ticketError.notFound();
  const messages = visibleMessages(state.conversation, viewer);
  const people = await db
    .selectFrom('users')
    .select(['user_id', 'username', 'email', 'deleted_at'])
    .where('user_id', 'in', [...new Set([row.user_id, ...messages.map((message) => message.sender_id)])])
    .execute();
  const byId = new Map(people.map((person) => [person.user_id, person]));
  const owner = byId.get(row.user_id);
  if (!owner || owner.deleted_at !== null) return undefined;
  const withNames: MessageRow[] = messages.map((message) => ({
    ...message,
    username: byId.get(message.sender_id)?.username ?? null,
  }));
  return ticketView(
    { ...row, username: owner.username, email: owner.email },
    withNames.map(messageView),
    viewer,
  );
}
