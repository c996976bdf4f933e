// Confirm or Reject a payment: the order at a glance and a required reason (up to 500 characters, counted
// as typed). The decision button stays disabled while the reason is empty. The server's answer closes the
// dialog; a refusal stays in it, with the reason kept, so the admin can correct and retry.
import type { AdminPaymentView } from '@shop/command-api/contracts';
import { paymentDecisionRequestSchema } from '@shop/command-api/contracts';
import { ORDER_MESSAGES } from '@shop/domain';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';
import { failureMessage } from '../../../lib/api-client';
import { type PaymentDecision, type PaymentDecisionResponse, useDecidePayment } from '../api/decide-payment';
import { ADMIN_PAYMENT_MESSAGES, REASON_MAX_LENGTH } from '../messages';
import { formatUsdt } from '../utils/format-amount';

const WORDING: Record<
  PaymentDecision,
  { title: string; action: string; pending: string; effect: string; failed: string; offline: string }
> = {
  confirm: {
    title: 'Confirm Payment',
    action: 'Confirm Payment',
    pending: 'Confirming...',
    effect: 'Confirming accepts this payment as it is and issues the license to the customer.',
    failed: ADMIN_PAYMENT_MESSAGES.confirmFailed,
    offline: ADMIN_PAYMENT_MESSAGES.confirmNetwork,
  },
  reject: {
    title: 'Reject Payment',
    action: 'Reject Payment',
    pending: 'Rejecting...',
    effect: 'Rejecting fails the order; no license is issued.',
    failed: ADMIN_PAYMENT_MESSAGES.rejectFailed,
    offline: ADMIN_PAYMENT_MESSAGES.rejectNetwork,
  },
};

/** What the dialog shows of the payment: a row of the orders list or of the decision list has it. */
export type DecisionSubject = Pick<
  AdminPaymentView,
  'orderId' | 'user' | 'planName' | 'network' | 'amountBaseUnits' | 'receivedBaseUnits' | 'statusMessage'
>;

type PaymentDecisionDialogProps = {
  payment: DecisionSubject;
  decision: PaymentDecision;
  onClose: () => void;
  onDecided: (response: PaymentDecisionResponse) => void;
};

export function PaymentDecisionDialog({ payment, decision, onClose, onDecided }: PaymentDecisionDialogProps) {
  const reasonId = useId();
  const counterId = useId();
  const errorId = useId();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const decide = useDecidePayment({ onSuccess: onDecided });
  const words = WORDING[decision];
  const empty = reason.trim() === '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (decide.isPending || empty) return;
    const parsed = paymentDecisionRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message ?? ORDER_MESSAGES.reasonRequired);
      return;
    }
    setReasonError(undefined);
    decide.mutate({ orderId: payment.orderId, decision, body: parsed.data });
  };

  const serverError = decide.isError ? failureMessage(decide.error, words.failed, words.offline) : null;
  const received =
    payment.receivedBaseUnits === null
      ? ADMIN_PAYMENT_MESSAGES.none
      : formatUsdt(payment.receivedBaseUnits, payment.network);

  return (
    <Dialog title={words.title} onClose={onClose}>
      <p className="dialog__meta">
        Order: <code className="licence-key">{payment.orderId}</code>
      </p>
      <p className="dialog__meta">
        {payment.user.username} ({payment.user.email}) · {payment.planName} · {payment.network}
      </p>
      <p className="dialog__meta">
        Expected: <strong>{formatUsdt(payment.amountBaseUnits, payment.network)}</strong> · Received:{' '}
        <strong>{received}</strong>
      </p>
      {payment.statusMessage && <p className="dialog__meta">{payment.statusMessage}</p>}
      <p className="dialog__meta muted">{words.effect}</p>
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <form className="form" aria-label={words.title} noValidate onSubmit={onSubmit}>
        <div className="field">
          <label htmlFor={reasonId} className="field__label">
            Reason
          </label>
          <textarea
            id={reasonId}
            name="reason"
            className="field__input"
            rows={4}
            required
            maxLength={REASON_MAX_LENGTH}
            value={reason}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${counterId} ${errorId}` : counterId}
            onChange={(event) => setReason(event.target.value)}
          />
          <p id={counterId} className="field__counter">
            {reason.length}/{REASON_MAX_LENGTH} characters
          </p>
          {reasonError && (
            <p id={errorId} className="field__error" role="alert">
              {reasonError}
            </p>
          )}
        </div>
        <div className="form__actions">
          <button
            type="submit"
            className={decision === 'reject' ? 'button button--danger' : 'button button--primary'}
            disabled={empty || decide.isPending}
          >
            {decide.isPending ? words.pending : words.action}
          </button>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
