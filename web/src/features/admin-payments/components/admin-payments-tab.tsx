// The admin panel's Payments tab: payments waiting for a decision (verifying, or held for review because
// they were underpaid or late), filtered by status. Confirm and Reject each ask for a reason in a dialog;
// the server's answer is told in a notice and the list is fetched again.
import type { AdminPaymentView } from '@shop/command-api/contracts';
import { PAYMENT_MESSAGES } from '@shop/command-api/contracts';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Notice, useNotice } from '../../../components/ui/notice';
import { failureMessage } from '../../../lib/api-client';
import type { PaymentDecision } from '../api/decide-payment';
import { type AdminPaymentsFilter, useAdminPayments } from '../api/get-admin-payments';
import { ADMIN_PAYMENT_MESSAGES } from '../messages';
import { AdminPaymentsTable } from './admin-payments-table';
import { PaymentDecisionDialog } from './payment-decision-dialog';

export const ADMIN_PAYMENT_FILTERS: ReadonlyArray<{ value: AdminPaymentsFilter; label: string }> = [
  { value: 'all', label: 'All open' },
  { value: 'verifying', label: 'Verifying' },
  { value: 'underpaid', label: 'Underpaid' },
  { value: 'late', label: 'Late' },
];

/** The row as it was when its dialog opened: a refresh meanwhile may drop it from the list. */
type OpenDialog = { payment: AdminPaymentView; decision: PaymentDecision } | null;

export function AdminPaymentsTab() {
  const filterId = useId();
  const [filter, setFilter] = useState<AdminPaymentsFilter>('all');
  const payments = useAdminPayments(filter);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [notice, showNotice] = useNotice();
  const close = () => setDialog(null);

  return (
    <div className="admin-payments">
      <div className="toolbar">
        <h2 className="toolbar__title">Payments</h2>
        <div className="toolbar__field">
          <label htmlFor={filterId} className="field__label">
            Status
          </label>
          <select
            id={filterId}
            className="field__input"
            value={filter}
            onChange={(event) => setFilter(event.target.value as AdminPaymentsFilter)}
          >
            {ADMIN_PAYMENT_FILTERS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="button"
          disabled={payments.isFetching}
          onClick={() => void payments.refetch()}
        >
          {payments.isFetching && !payments.isPending ? 'Refreshing...' : 'Refresh'}
        </button>
      </div>
      <Notice notice={notice} />
      {payments.isPending && <p role="status">{ADMIN_PAYMENT_MESSAGES.loading}</p>}
      {payments.isError && (
        <Alert tone="error">
          <h3>{ADMIN_PAYMENT_MESSAGES.loadError}</h3>
          <p>
            {failureMessage(
              payments.error,
              ADMIN_PAYMENT_MESSAGES.loadFailed,
              ADMIN_PAYMENT_MESSAGES.loadFailed,
            )}
          </p>
        </Alert>
      )}
      {payments.data?.length === 0 && <p className="muted">{ADMIN_PAYMENT_MESSAGES.empty}</p>}
      {payments.data && payments.data.length > 0 && (
        <AdminPaymentsTable
          payments={payments.data}
          onDecide={(payment, decision) => setDialog({ payment, decision })}
        />
      )}
      {dialog && (
        <PaymentDecisionDialog
          key={`${dialog.payment.orderId}-${dialog.decision}`}
          payment={dialog.payment}
          decision={dialog.decision}
          onClose={close}
          onDecided={(response) => {
            close();
            showNotice(
              response.message ||
                (dialog.decision === 'confirm' ? PAYMENT_MESSAGES.confirmed : PAYMENT_MESSAGES.rejected),
            );
          }}
        />
      )}
    </div>
  );
}
