// Reject a refund request with a required reason (up to 500 characters, counted as typed); the decision
// button stays disabled while the reason is empty. A refusal stays in the dialog with the reason kept.
import { rejectRefundRequestSchema } from '@shop/command-api/contracts';
import { ORDER_MESSAGES } from '@shop/domain';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';
import { failureMessage } from '../../../lib/api-client';
import type { RefundDecisionResponse } from '../api/approve-refund';
import type { FinanceProblem } from '../api/get-finance-problems';
import { useRejectRefund } from '../api/reject-refund';
import { DECISION_TEXT_MAX_LENGTH, FINANCE_MESSAGES } from '../messages';
import { CountedTextarea } from './counted-textarea';
import { RefundSummary } from './refund-summary';

type RejectRefundDialogProps = {
  problem: FinanceProblem;
  onClose: () => void;
  onDecided: (response: RefundDecisionResponse) => void;
};

export function RejectRefundDialog({ problem, onClose, onDecided }: RejectRefundDialogProps) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const reject = useRejectRefund({ onSuccess: onDecided });
  const empty = reason.trim() === '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reject.isPending || empty) return;
    const parsed = rejectRefundRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message ?? ORDER_MESSAGES.reasonRequired);
      return;
    }
    setReasonError(undefined);
    reject.mutate({ orderId: problem.orderId, body: parsed.data });
  };

  const serverError = reject.isError
    ? failureMessage(reject.error, FINANCE_MESSAGES.rejectFailed, FINANCE_MESSAGES.rejectNetwork)
    : null;

  return (
    <Dialog title="Reject Refund" onClose={onClose}>
      <RefundSummary problem={problem} />
      <p className="dialog__meta muted">
        Rejecting keeps the payment and the license; the customer sees the refund declined.
      </p>
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <form className="form" aria-label="Reject Refund" noValidate onSubmit={onSubmit}>
        <CountedTextarea
          label="Reason"
          required
          value={reason}
          maxLength={DECISION_TEXT_MAX_LENGTH}
          error={reasonError}
          onChange={setReason}
        />
        <div className="form__actions">
          <button type="submit" className="button button--danger" disabled={empty || reject.isPending}>
            {reject.isPending ? 'Rejecting...' : 'Reject Refund'}
          </button>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
