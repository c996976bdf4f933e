// The Ticket detail dialog: the ticket's facts, its description and conversation, then what may be done
// with it: reply (not on a closed ticket), rate a resolved one (its owner, once), and for admins set the
// status, write internal notes and open the ticket's audit trail. Every answer replaces the ticket in the
// cache, so the list follows.
import { TICKET_NOTICES, type TicketView } from '@shop/command-api/contracts';
import { type ReactNode, useId } from 'react';
import { Alert } from '../../../components/ui/alert';
import { AuditTrailLink } from '../../../components/ui/audit-trail-link';
import { Dialog } from '../../../components/ui/dialog';
import { Notice, useNotice } from '../../../components/ui/notice';
import { formatDateTime } from '../../../lib/format';
import { useTicket } from '../api/get-ticket';
import { SUPPORT_MESSAGES } from '../messages';
import { ticketCategoryLabel, ticketPriorityLabel } from '../utils/ticket-labels';
import { ReplyForm } from './reply-form';
import { SatisfactionForm, SatisfactionSummary } from './satisfaction-form';
import { StatusSelect } from './status-select';
import { TicketConversation } from './ticket-conversation';
import { TicketStatusBadge } from './ticket-status-badge';

type TicketDetailDialogProps = {
  /** The ticket as the list showed it; the dialog fetches it afresh. */
  ticket: TicketView;
  admin: boolean;
  onClose: () => void;
};

export function TicketDetailDialog({ ticket: listed, admin, onClose }: TicketDetailDialogProps) {
  const descriptionId = useId();
  const conversationId = useId();
  const ticket = useTicket(listed);
  const [notice, showNotice] = useNotice();
  const told = (fallback: string) => (response: { message?: string }) =>
    showNotice(response.message || fallback);
  const mayRate = !admin && ticket.status === 'resolved' && ticket.satisfaction === null;

  return (
    <Dialog title={ticket.subject} onClose={onClose} wide>
      <dl className="ticket-facts">
        <Fact term="Ticket">
          <code className="licence-key">{ticket.ticketNumber}</code>
        </Fact>
        <Fact term="Status">
          <TicketStatusBadge status={ticket.status} />
        </Fact>
        <Fact term="Category">{ticketCategoryLabel(ticket.category)}</Fact>
        <Fact term="Priority">{ticketPriorityLabel(ticket.priority)}</Fact>
        {admin && (
          <Fact term="User">
            {ticket.userId.username} ({ticket.userId.email})
          </Fact>
        )}
        <Fact term="Created">{formatDateTime(ticket.createdAt)}</Fact>
        <Fact term="Last Activity">{formatDateTime(ticket.lastActivity)}</Fact>
      </dl>
      {admin && (
        <p className="dialog__meta">
          <AuditTrailLink filters={{ category: 'ticket', entityId: ticket._id }} />
        </p>
      )}
      <Notice notice={notice} />
      {admin && (
        <StatusSelect
          ticketId={ticket._id}
          status={ticket.status}
          onChanged={told(TICKET_NOTICES.statusUpdated)}
        />
      )}
      <section className="dialog__section" aria-labelledby={descriptionId}>
        <h3 id={descriptionId}>Description</h3>
        <p className="ticket-description">{ticket.description}</p>
      </section>
      <section className="dialog__section" aria-labelledby={conversationId}>
        <h3 id={conversationId}>Conversation</h3>
        <TicketConversation messages={ticket.messages} admin={admin} />
      </section>
      {ticket.satisfaction && <SatisfactionSummary satisfaction={ticket.satisfaction} admin={admin} />}
      {mayRate && <SatisfactionForm ticketId={ticket._id} onRated={told(TICKET_NOTICES.rated)} />}
      {ticket.status === 'closed' ? (
        <Alert tone="info">{SUPPORT_MESSAGES.closed}</Alert>
      ) : (
        <ReplyForm ticketId={ticket._id} admin={admin} onSent={told(TICKET_NOTICES.messageSent)} />
      )}
    </Dialog>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="ticket-facts__item">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
