// Support tickets and their conversations, as the ticket lists and the ticket dialog show them.
import type { Selectable } from 'kysely';

export interface TicketsTable {
  ticket_id: string;
  ticket_number: number;
  user_id: string;
  subject: string;
  description: string;
  category: string;
  priority: string;
  status: string;
  satisfaction_rating: number | null;
  satisfaction_feedback: string | null;
  rated_at: Date | null;
  created_at: Date;
  /** The latest activity of any kind, internal notes included: what admins see. */
  last_activity: Date;
  /** The latest activity the owner can see (internal notes left out): what the owner sees. */
  owner_last_activity: Date;
  /** When it last became resolved; cleared when it is opened again. */
  resolved_at: Date | null;
  /** When it was closed; cleared when it is opened again. */
  closed_at: Date | null;
  /** Stream revision of the last event applied: replays never move a row backwards. */
  revision: string;
}

export interface TicketMessagesTable {
  message_id: string;
  ticket_id: string;
  sender_id: string;
  sender_type: 'user' | 'admin';
  message: string;
  is_internal: boolean;
  created_at: Date;
}

export type TicketRow = Selectable<TicketsTable>;
export type TicketMessageRow = Selectable<TicketMessagesTable>;
