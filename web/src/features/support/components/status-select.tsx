// The admin's status selector in a ticket's dialog: choosing a status sends it at once; while it is on its
// way the selector shows the choice, and a refusal puts the ticket's own status back.
import type { TicketStatus } from '@shop/domain';
import { Alert } from '../../../components/ui/alert';
import { SelectField } from '../../../components/ui/select-field';
import { failureMessage } from '../../../lib/api-client';
import { useChangeTicketStatus } from '../api/change-ticket-status';
import type { TicketResponse } from '../api/ticket-query';
import { SUPPORT_MESSAGES } from '../messages';
import { STATUS_OPTIONS } from '../utils/ticket-labels';

type StatusSelectProps = {
  ticketId: string;
  status: TicketStatus;
  onChanged: (response: TicketResponse) => void;
};

export function StatusSelect({ ticketId, status, onChanged }: StatusSelectProps) {
  const change = useChangeTicketStatus({ onSuccess: onChanged });
  const shown = change.isPending ? change.variables.body.status : status;
  const serverError = change.isError
    ? failureMessage(change.error, SUPPORT_MESSAGES.statusFailed, SUPPORT_MESSAGES.statusNetwork)
    : null;

  return (
    <div className="ticket-status-select">
      <SelectField
        layout="toolbar"
        label="Status"
        name="status"
        value={shown}
        options={STATUS_OPTIONS}
        disabled={change.isPending}
        onChange={(next) => {
          if (next !== status) change.mutate({ ticketId, body: { status: next } });
        }}
      />
      {serverError && <Alert tone="error">{serverError}</Alert>}
    </div>
  );
}
