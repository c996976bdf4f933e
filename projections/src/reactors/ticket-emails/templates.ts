// The support emails: admins hear of a new ticket, a user of an admin's reply (never of an internal note).
import { formatTicketNumber } from '@shop/domain';
import type { MailMessage } from '@shop/infra';
import { compose } from '../mail-layout.js';

export interface TicketSummary {
  ticketNumber: number;
  subject: string;
}

const title = (ticket: TicketSummary) => `${formatTicketNumber(ticket.ticketNumber)}: ${ticket.subject}`;

export function newTicketEmail(
  to: string,
  ticket: TicketSummary & { category: string; priority: string; description: string },
  from: { username: string; email: string },
  url: string,
): MailMessage {
  return compose(
    to,
    `New support ticket ${title(ticket)}`,
    [
      `${from.username} (${from.email}) opened ticket ${title(ticket)}, category ${ticket.category}, priority ${ticket.priority}.`,
      ticket.description,
    ],
    { label: 'Open the Support Tickets tab', url },
  );
}

export function ticketReplyEmail(
  to: string,
  username: string,
  ticket: TicketSummary,
  reply: { from: string; message: string },
  url: string,
): MailMessage {
  return compose(
    to,
    `New reply to your ticket ${title(ticket)}`,
    [
      `Hello ${username}, ${reply.from} from our support team replied to your ticket ${title(ticket)}.`,
      reply.message,
      'Reply from the Support page; we usually answer within 2-4 hours.',
    ],
    { label: 'View your ticket', url },
  );
}
