// The admin panel's Support Tickets tab (spec §2 Admin dashboard): everyone's tickets with their users,
// filters, search and pages, and the ticket dialog with the status selector and internal notes.
import { SupportTickets } from './support-tickets';

export function SupportTicketsTab() {
  return <SupportTickets admin title="Support Tickets" />;
}
