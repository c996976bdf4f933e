// 'Request Refund' for one paid order: the order at a glance, the money-back terms (7 days from payment,
// 2-3 business days once approved), an optional reason counted up to 1000 characters and an optional
// refund address in the order network's format. A refusal (the window has closed, a refund was already
// asked for) stays in the dialog in the server's words.
import type { OrderView } from '@shop/command-api/contracts';
import { refundRequestSchema } from '@shop/command-api/contracts';
import { normalizeWalletAddress, ORDER_MESSAGES } from '@shop/domain';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { failureMessage } from '../../../lib/api-client';
import { formatAmount, formatDate } from '../../../lib/format';
import { type RefundRequest, useRequestRefund } from '../api/request-refund';
import { ORDER_LIST_MESSAGES, REFUND_REASON_MAX_LENGTH } from '../messages';

type RefundRequestDialogProps = {
  order: OrderView;
  onClose: () => void;
  /** With the server's message for the person. */
  onRequested: (message: string) => void;
};

export function RefundRequestDialog({ order, onClose, onRequested }: RefundRequestDialogProps) {
  const reasonId = useId();
  const counterId = useId();
  const errorId = useId();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [refundAddress, setRefundAddress] = useState('');
  const [addressError, setAddressError] = useState<string>();
  const refund = useRequestRefund({ onSuccess: (response) => onRequested(response.message) });
  const over = reason.length > REFUND_REASON_MAX_LENGTH;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (refund.isPending) return;
    const parsed = refundRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message);
      return;
    }
    setReasonError(undefined);
    const address = refundAddress.trim() ? normalizeWalletAddress(refundAddress, order.network) : null;
    if (address === undefined) {
      setAddressError(ORDER_MESSAGES.invalidRefundAddress);
      return;
    }
    setAddressError(undefined);
    // An empty reason or address is none: the field is left out rather than sent blank.
    const body: RefundRequest = {
      ...(parsed.data.reason ? { reason: parsed.data.reason } : {}),
      ...(address ? { refundAddress: address } : {}),
    };
    refund.mutate({ orderId: order.orderId, body });
  };

  const { refundFailed } = ORDER_LIST_MESSAGES;
  const serverError = refund.isError ? failureMessage(refund.error, refundFailed, refundFailed) : null;

  return (
    <Dialog title="Request Refund" onClose={onClose}>
      <p className="dialog__meta">
        {order.planName} · {formatAmount(order.amount, order.currency)} · {order.network}
        {order.paidAt && <> · Paid {formatDate(order.paidAt)}</>}
      </p>
      <p>{ORDER_LIST_MESSAGES.guarantee}</p>
      <p>{ORDER_LIST_MESSAGES.timing}</p>
      <p className="muted">{ORDER_LIST_MESSAGES.revokes}</p>
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <form className="form" aria-label="Request Refund" noValidate onSubmit={onSubmit}>
        <div className="field">
          <label htmlFor={reasonId} className="field__label">
            Reason (optional)
          </label>
          <textarea
            id={reasonId}
            name="reason"
            className="field__input"
            rows={4}
            maxLength={REFUND_REASON_MAX_LENGTH}
            value={reason}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${counterId} ${errorId}` : counterId}
            onChange={(event) => setReason(event.target.value)}
          />
          <p id={counterId} className={over ? 'field__counter field__counter--over' : 'field__counter'}>
            {reason.length}/{REFUND_REASON_MAX_LENGTH} characters
          </p>
          {reasonError && (
            <p id={errorId} className="field__error" role="alert">
              {reasonError}
            </p>
          )}
        </div>
        <TextField
          label="Refund address (optional)"
          name="refundAddress"
          autoComplete="off"
          spellCheck={false}
          value={refundAddress}
          error={addressError}
          hint={ORDER_LIST_MESSAGES.refundAddressHint}
          onChange={(event) => setRefundAddress(event.target.value)}
        />
        <div className="form__actions">
          <button type="submit" className="button button--danger" disabled={refund.isPending}>
            {refund.isPending ? 'Requesting...' : 'Request Refund'}
          </button>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
