// An order's history for audits: the order as it stood at a chosen moment (its events replayed up to then),
// now by default, with a link to its full audit trail.
import type { OrderView } from '@shop/command-api/contracts';
import { type ReactNode, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { AuditTrailLink } from '../../../components/ui/audit-trail-link';
import { Dialog } from '../../../components/ui/dialog';
import { TransactionLink } from '../../../components/ui/transaction-link';
import { failureMessage } from '../../../lib/api-client';
import { fromDateTimeLocal } from '../../../lib/datetime-local';
import { formatDateTime } from '../../../lib/format';
import { paymentStatusLabel } from '../../../lib/payment-status';
import { useOrderAsOf } from '../api/get-order-as-of';
import { FINANCE_MESSAGES } from '../messages';

const REFUND_WORDS = {
  requested: 'Requested',
  sent: 'Sent, verifying on chain',
  approved: 'Approved (refunded)',
  rejected: 'Declined',
} as const;

export function OrderHistoryDialog({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const asOfId = useId();
  const [asOfInput, setAsOfInput] = useState('');
  const asOf = fromDateTimeLocal(asOfInput);
  const history = useOrderAsOf(orderId, asOf);

  return (
    <Dialog title="Order History" onClose={onClose} wide>
      <p className="dialog__meta">
        Order: <code className="licence-key">{orderId}</code>
      </p>
      <div className="field">
        <label htmlFor={asOfId} className="field__label">
          As of
        </label>
        <input
          id={asOfId}
          type="datetime-local"
          className="field__input"
          value={asOfInput}
          aria-describedby={`${asOfId}-hint`}
          onChange={(event) => setAsOfInput(event.target.value)}
        />
        <p id={`${asOfId}-hint`} className="field__hint">
          Leave empty to see the order as it is now.
        </p>
      </div>
      {history.isPending && <p role="status">{FINANCE_MESSAGES.loadingHistory}</p>}
      {history.isError && (
        <Alert tone="error">
          {failureMessage(history.error, FINANCE_MESSAGES.historyFailed, FINANCE_MESSAGES.historyNetwork)}
        </Alert>
      )}
      {history.data && (
        <>
          <p className="dialog__meta">
            As it stood at {formatDateTime(history.data.asOf)}, after {history.data.events}{' '}
            {history.data.events === 1 ? 'event' : 'events'}.
          </p>
          {history.data.order ? (
            <OrderFacts order={history.data.order} />
          ) : (
            <p className="muted">{FINANCE_MESSAGES.notYetPlaced}</p>
          )}
        </>
      )}
      <div className="form__actions">
        <AuditTrailLink filters={{ category: 'order', entityId: orderId }} />
      </div>
    </Dialog>
  );
}

function OrderFacts({ order }: { order: OrderView }) {
  const { none } = FINANCE_MESSAGES;
  const facts: Array<[string, ReactNode]> = [
    ['Status', paymentStatusLabel(order.status)],
    ['Plan', order.planName],
    ['Amount', `${order.amount} ${order.currency}`],
    ['Network', order.network],
    ['Account Number', order.accountNumber],
    ['Discount', order.discount ? order.discount.code : none],
    ['Placed', formatDateTime(order.createdAt)],
    ['Paid', order.paidAt ? formatDateTime(order.paidAt) : none],
    ['Transaction', <TransactionLink key="tx" network={order.network} hash={order.transactionHash} />],
    ['Refundable Until', order.refundableUntil ? formatDateTime(order.refundableUntil) : none],
    ['Refund', order.refund ? REFUND_WORDS[order.refund.status] : none],
  ];
  if (order.refund) {
    facts.push(['Refund Requested', formatDateTime(order.refund.requestedAt)]);
    facts.push(['Refund Decided', order.refund.decidedAt ? formatDateTime(order.refund.decidedAt) : none]);
    facts.push([
      'Refund Transaction',
      <TransactionLink key="refund-tx" network={order.network} hash={order.refund.refundTransactionHash} />,
    ]);
    facts.push(['Refund Verified', order.refund.verifiedAt ? formatDateTime(order.refund.verifiedAt) : none]);
    if (order.refund.lastFailure) facts.push(['Refund Not Verified', order.refund.lastFailure.message]);
  }
  return (
    <dl className="finance-facts">
      {facts.map(([label, value]) => (
        <div key={label} className="finance-facts__item">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
