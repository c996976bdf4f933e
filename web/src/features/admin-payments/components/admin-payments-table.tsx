// The admin's table of every order with its payment on the shared data table: the server's page in the
// chosen order, and per row Confirm / Reject while a decision is due and a link to the order's audit trail.
import { DataTable } from '../../../components/data-table/data-table';
import type { ServerPageProps } from '../../../components/data-table/data-table-types';
import { AuditTrailLink } from '../../../components/ui/audit-trail-link';
import { DecisionButtons } from '../../../components/ui/decision-buttons';
import type { PaymentDecision } from '../api/decide-payment';
import type { AdminOrderRowView } from '../api/get-admin-orders';
import { ADMIN_PAYMENT_MESSAGES } from '../messages';
import type { PaymentsSort } from '../utils/payments-view';
import { PAYMENT_COLUMNS } from './payment-columns';
import '../admin-payments.css';

type OrderActions = {
  onDecide: (order: AdminOrderRowView, decision: PaymentDecision) => void;
};

type AdminPaymentsTableProps = OrderActions &
  ServerPageProps<PaymentsSort> & {
    orders: readonly AdminOrderRowView[] | undefined;
  };

/** No default sort is shown: unless one is chosen the server puts the orders needing a decision first, then the newest. */
export function AdminPaymentsTable({ orders, onDecide, ...page }: AdminPaymentsTableProps) {
  return (
    <DataTable
      label="Payments"
      columns={PAYMENT_COLUMNS}
      rows={orders}
      rowKey={(order) => order.orderId}
      actions={(order) => <OrderRowActions order={order} onDecide={onDecide} />}
      loadingText={ADMIN_PAYMENT_MESSAGES.loading}
      {...page}
    />
  );
}

function OrderRowActions({ order, onDecide }: OrderActions & { order: AdminOrderRowView }) {
  return (
    <>
      {order.needsDecision && (
        <DecisionButtons
          acceptLabel="Confirm"
          onAccept={() => onDecide(order, 'confirm')}
          onReject={() => onDecide(order, 'reject')}
        />
      )}
      <AuditTrailLink filters={{ category: 'order', entityId: order.orderId }} />
    </>
  );
}
