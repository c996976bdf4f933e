// Tickets as the API shows them (spec §3 Ticket): read-model rows, their conversations and the
// ticket list's pagination. Which messages a viewer may read is decided by the query, not here.
import {
  formatTicketNumber,
  type TicketCategory,
  type TicketPriority,
  type TicketStatus,
} from '@shop/domain';
import {
  DELETED_USER_NAME,
  type ReadModels,
  type TicketViewer,
  type TicketWithOwner,
  ticketMessages,
} from '@shop/projections';
import type { Kysely } from 'kysely';
import type { TicketMessageView, TicketPagination, TicketView } from '../contracts/tickets.js';
import type { AuthenticatedUser } from '../plugins/app/auth.js';

/** Who asks decides what they see: admins every ticket and note, users their own tickets without notes. */
export const ticketViewerOf = (user: AuthenticatedUser): TicketViewer => ({
  userId: user.id,
  isAdmin: user.isAdmin,
});

export type MessageRow = Awaited<ReturnType<typeof ticketMessages>>[number];

export function messageView(row: MessageRow): TicketMessageView {
  return {
    _id: row.message_id,
    sender: { _id: row.sender_id, username: row.username ?? DELETED_USER_NAME },
    senderType: row.sender_type,
    message: row.message,
    isInternal: row.is_internal,
    createdAt: row.created_at.toISOString(),
  };
}

/** An internal note is activity only admins see: the owner's view keeps the time before it. */
const lastActivityFor = (row: TicketWithOwner, viewer: TicketViewer) =>
  viewer.isAdmin ? row.last_activity : row.owner_last_activity;

export function ticketView(
  row: TicketWithOwner,
  messages: TicketMessageView[],
  viewer: TicketViewer,
): TicketView {
  return {
    _id: row.ticket_id,
    ticketNumber: formatTicketNumber(row.ticket_number),
    subject: row.subject,
    description: row.description,
    category: row.category as TicketCategory,
    priority: row.priority as TicketPriority,
    status: row.status as TicketStatus,
    userId: { _id: row.user_id, username: row.username, email: row.email },
    messages,
    satisfaction:
      row.satisfaction_rating === null || row.rated_at === null
        ? null
        : {
            rating: row.satisfaction_rating,
            feedback: row.satisfaction_feedback,
            ratedAt: row.rated_at.toISOString(),
          },
    createdAt: row.created_at.toISOString(),
    lastActivity: lastActivityFor(row, viewer).toISOString(),
    resolvedAt: row.resolved_at?.toISOString() ?? null,
    closedAt: row.closed_at?.toISOString() ?? null,
  };
}

/** The tickets with the messages this viewer may read, in one query for all of them. */
export async function ticketViews(
  db: Kysely<ReadModels>,
  rows: readonly TicketWithOwner[],
  viewer: TicketViewer,
): Promise<TicketView[]> {
  const messages = await ticketMessages(
    db,
    rows.map((row) => row.ticket_id),
    viewer,
  );
  const byTicket = new Map<string, MessageRow[]>();
  for (const message of messages) {
    const conversation = byTicket.get(message.ticket_id);
    if (conversation) conversation.push(message);
    else byTicket.set(message.ticket_id, [message]);
  }
  return rows.map((row) => ticketView(row, (byTicket.get(row.ticket_id) ?? []).map(messageView), viewer));
}

export function ticketPagination(totalTickets: number, page: number, limit: number): TicketPagination {
  const total = Math.max(1, Math.ceil(totalTickets / limit));
  return { current: page, total, totalTickets, hasNext: page < total, hasPrev: page > 1 };
}
