// The admin's table of payments waiting for a decision: order, customer, plan, network, the amount the
// order asks for and what its address received (exact, in USDT), the transaction on the block explorer,
// status, the reason it is held, when it last changed, and Confirm / Reject and the order's audit trail on
// each row.
import type { AdminPaymentView } from '@shop/command-api/contracts';
import { AuditTrailLink } from '../../../components/ui/audit-trail-link';
import { ExternalLink } from '../../../components/ui/external-link';
import { formatDateTime } from '../../../lib/format';
import { shortHash, transactionUrl } from '../../../lib/payment-links';
import { paymentStatusLabel, paymentTone } from '../../../lib/payment-status';
import type { PaymentDecision } from '../api/decide-payment';
import { ADMIN_PAYMENT_MESSAGES } from '../messages';
import { formatUsdt } from '../utils/format-amount';

const HEADERS = [
  'Order',
  'User',
  'Plan',
  'Network',
  'Expected',
  'Received',
  'Transaction',
  'Status',
  'Details',
  'Updated',
  'Actions',
];

type AdminPaymentsTableProps = {
  payments: readonly AdminPaymentView[];
  onDecide: (payment: AdminPaymentView, decision: PaymentDecision) => void;
};

export function AdminPaymentsTable({ payments, onDecide }: AdminPaymentsTableProps) {
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">Payments waiting for review</caption>
        <thead>
          <tr>
            {HEADERS.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <PaymentRow key={payment.orderId} payment={payment} onDecide={onDecide} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PaymentRow({
  payment,
  onDecide,
}: Pick<AdminPaymentsTableProps, 'onDecide'> & { payment: AdminPaymentView }) {
  const { none } = ADMIN_PAYMENT_MESSAGES;
  const hash = payment.transactionHash;
  return (
    <tr>
      <th scope="row">
        <code className="licence-key">{payment.orderId}</code>
      </th>
      <td>
        <span className="admin-payments__user">{payment.user.username}</span>
        <span className="admin-payments__email muted">{payment.user.email}</span>
      </td>
      <td>{payment.planName}</td>
      <td>{payment.network}</td>
      <td>{formatUsdt(payment.amountBaseUnits, payment.network)}</td>
      <td>
        {payment.receivedBaseUnits === null ? none : formatUsdt(payment.receivedBaseUnits, payment.network)}
      </td>
      <td>
        {hash ? (
          <ExternalLink href={transactionUrl(payment.network, hash)} title={hash}>
            <code>{shortHash(hash)}</code>
            <span className="visually-hidden"> (opens in a new tab)</span>
          </ExternalLink>
        ) : (
          none
        )}
      </td>
      <td>
        <span className={`status-badge status-badge--${paymentTone(payment.status)}`}>
          {paymentStatusLabel(payment.status)}
        </span>
      </td>
      <td className="data-table__wrap">{payment.statusMessage || none}</td>
      <td>{formatDateTime(payment.updatedAt)}</td>
      <td>
        <div className="row-actions">
          <button type="button" className="button button--small" onClick={() => onDecide(payment, 'confirm')}>
            Confirm
          </button>
          <button
            type="button"
            className="button button--small button--danger"
            onClick={() => onDecide(payment, 'reject')}
          >
            Reject
          </button>
          <AuditTrailLink filters={{ category: 'order', entityId: payment.orderId }} />
        </div>
      </td>
    </tr>
  );
}
