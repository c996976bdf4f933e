// A ticket's conversation, oldest first: who wrote (Support, or You / the customer), when, and what.
// Internal notes are tagged 'Internal'; only admins ever receive them.
import type { TicketMessageView } from '@shop/command-api/contracts';
import { formatDateTime } from '../../../lib/format';
import { SUPPORT_MESSAGES } from '../messages';

type TicketConversationProps = {
  messages: readonly TicketMessageView[];
  /** Whose eyes: for an admin the user's messages are the customer's, not 'You'. */
  admin: boolean;
};

export function TicketConversation({ messages, admin }: TicketConversationProps) {
  if (messages.length === 0) return <p className="muted">{SUPPORT_MESSAGES.noMessages}</p>;
  return (
    <ol className="ticket-conversation" aria-label="Conversation">
      {messages.map((message) => (
        <li key={message._id} className={messageClass(message)}>
          <p className="ticket-message__header">
            <span className="ticket-message__role">{roleOf(message, admin)}</span>
            <span className="ticket-message__sender">{message.sender.username}</span>
            {message.isInternal && (
              <span className="status-badge status-badge--held ticket-message__internal">
                {SUPPORT_MESSAGES.internal}
              </span>
            )}
            <time className="ticket-message__time" dateTime={message.createdAt}>
              {formatDateTime(message.createdAt)}
            </time>
          </p>
          <p className="ticket-message__text">{message.message}</p>
        </li>
      ))}
    </ol>
  );
}

function roleOf(message: TicketMessageView, admin: boolean): string {
  if (message.senderType === 'admin') return 'Support';
  return admin ? 'Customer' : 'You';
}

function messageClass(message: TicketMessageView): string {
  const classes = ['ticket-message', `ticket-message--${message.senderType}`];
  if (message.isInternal) classes.push('ticket-message--internal');
  return classes.join(' ');
}
