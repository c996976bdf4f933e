// Approve a refund: the admin sends the money back from the shop's wallet first (outside this system), then
// records that transaction's hash (64 hex characters; 0x in front on BEP20) and an optional note. The chain
// watcher then verifies the transaction; only a verified refund revokes the licence the order bought. A
// refusal stays in the dialog with what was typed.
import { type Network, normalizeTransactionHash, ORDER_MESSAGES } from '@shop/domain';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { failureMessage } from '../../../lib/api-client';
import { formatCents } from '../../../lib/format';
import { type RefundDecisionResponse, useApproveRefund } from '../api/approve-refund';
import type { FinanceProblem } from '../api/get-finance-problems';
import { DECISION_TEXT_MAX_LENGTH, FINANCE_MESSAGES } from '../messages';
import { CountedTextarea } from './counted-textarea';
import { RefundSummary } from './refund-summary';

// The server answers a long note with its 'reason required' message; this says what is actually wrong.
const NOTE_TOO_LONG = `Note must be at most ${DECISION_TEXT_MAX_LENGTH} characters`;

type ApproveRefundDialogProps = {
  problem: FinanceProblem;
  onClose: () => void;
  onDecided: (response: RefundDecisionResponse) => void;
};

export function ApproveRefundDialog({ problem, onClose, onDecided }: ApproveRefundDialogProps) {
  const [hash, setHash] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ hash?: string; note?: string }>({});
  const approve = useApproveRefund({ onSuccess: onDecided });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (approve.isPending) return;
    const refundTransactionHash = hash.trim();
    const trimmedNote = note.trim();
    const next = {
      hash: normalizeTransactionHash(refundTransactionHash, problem.network as Network)
        ? undefined
        : ORDER_MESSAGES.invalidTransactionHash,
      note: trimmedNote.length > DECISION_TEXT_MAX_LENGTH ? NOTE_TOO_LONG : undefined,
    };
    setErrors(next);
    if (next.hash || next.note) return;
    approve.mutate({
      orderId: problem.orderId,
      body: trimmedNote ? { refundTransactionHash, note: trimmedNote } : { refundTransactionHash },
    });
  };

  const serverError = approve.isError
    ? failureMessage(approve.error, FINANCE_MESSAGES.approveFailed, FINANCE_MESSAGES.approveNetwork)
    : null;

  return (
    <Dialog title="Approve Refund" onClose={onClose}>
      <RefundSummary problem={problem} />
      <p className="dialog__meta muted">
        Send {formatCents(problem.amountCents)} back to the customer from the shop’s wallet on{' '}
        {problem.network} first
        {problem.refundAddress
          ? ` (to ${problem.refundAddress}, the address they gave)`
          : ' (to the address that paid the order)'}
        , then enter that transaction here. The transaction is then verified on chain; once it is, the license
        this order bought is revoked.
      </p>
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <form className="form" aria-label="Approve Refund" noValidate onSubmit={onSubmit}>
        <TextField
          label="Refund Transaction Hash"
          name="refundTransactionHash"
          autoComplete="off"
          spellCheck={false}
          required
          value={hash}
          error={errors.hash}
          hint={problem.network === 'BEP20' ? '0x followed by 64 hex characters' : '64 hex characters'}
          onChange={(event) => setHash(event.target.value)}
        />
        <CountedTextarea
          label="Note (optional)"
          value={note}
          maxLength={DECISION_TEXT_MAX_LENGTH}
          error={errors.note}
          onChange={setNote}
        />
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={approve.isPending}>
            {approve.isPending ? 'Approving...' : 'Approve Refund'}
          </button>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
