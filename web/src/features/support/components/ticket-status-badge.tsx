// A ticket's status in words and colour; the words carry the meaning, the colour only repeats it.
import type { TicketStatus } from '@shop/domain';
import { ticketStatusLabel, ticketStatusTone } from '../utils/ticket-labels';

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return (
    <span className={`status-badge status-badge--${ticketStatusTone(status)}`}>
      {ticketStatusLabel(status)}
    </span>
  );
}
