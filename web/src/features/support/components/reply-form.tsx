// The reply under a ticket's conversation: a message that is not blank once trimmed, sent with Send; an
// admin may tick 'Internal note' so that only admins see it. The field empties once the reply is in.
import { TICKET_LIMITS } from '@shop/domain';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { failureMessage } from '../../../lib/api-client';
import { usePostTicketMessage } from '../api/post-ticket-message';
import type { TicketResponse } from '../api/ticket-query';
import { SUPPORT_MESSAGES } from '../messages';
import { checkReply } from '../utils/ticket-form';

type ReplyFormProps = {
  ticketId: string;
  admin: boolean;
  onSent: (response: TicketResponse) => void;
};

const EMPTY_DRAFT = { message: '', internal: false };

export function ReplyForm({ ticketId, admin, onSent }: ReplyFormProps) {
  const internalHintId = useId();
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const [error, setError] = useState<string>();
  const send = usePostTicketMessage({
    onSuccess: (response, { body }) => {
      // Only what was sent is cleared: words typed while it was on its way stay.
      setDraft((current) => (current.message.trim() === body.message ? EMPTY_DRAFT : current));
      onSent(response);
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const check = checkReply(draft.message, admin ? draft.internal : undefined);
    setError(check.ok ? undefined : check.errors);
    if (!check.ok) {
      send.reset();
      return;
    }
    send.mutate({ ticketId, body: check.request });
  };

  const serverError = send.isError
    ? failureMessage(send.error, SUPPORT_MESSAGES.sendFailed, SUPPORT_MESSAGES.sendNetwork)
    : null;

  return (
    <form className="form ticket-reply" aria-label="Reply" noValidate onSubmit={onSubmit}>
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <TextAreaField
        label="Message"
        name="message"
        required
        limit={TICKET_LIMITS.message}
        value={draft.message}
        error={error}
        onChange={(event) => setDraft({ ...draft, message: event.target.value })}
      />
      {admin && (
        <div className="ticket-reply__internal">
          <label className="checkbox-group__option">
            <input
              type="checkbox"
              name="isInternal"
              checked={draft.internal}
              aria-describedby={internalHintId}
              onChange={(event) => setDraft({ ...draft, internal: event.target.checked })}
            />
            Internal note
          </label>
          <p id={internalHintId} className="form__aside">
            Only admins will see this note
          </p>
        </div>
      )}
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send'}
        </button>
      </div>
    </form>
  );
}
