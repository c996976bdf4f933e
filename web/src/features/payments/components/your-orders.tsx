// 'Your Orders' on the owner's dashboard: every order with its plan, amount, network, status and payment
// date, and where it stands on the 7-day money-back guarantee. 'Request Refund' opens a dialog; the
// server's answer is told in a notice and the list shows the request.
import type { OrderView } from '@shop/command-api/contracts';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Notice, useNotice } from '../../../components/ui/notice';
import { failureMessage } from '../../../lib/api-client';
import { useMyOrders } from '../api/get-payment-history';
import { ORDER_LIST_MESSAGES, PAYMENT_SCREEN_MESSAGES } from '../messages';
import { OrdersTable } from './orders-table';
import { RefundRequestDialog } from './refund-request-dialog';
import '../orders.css';

export function YourOrders() {
  const titleId = useId();
  const orders = useMyOrders();
  const [refunding, setRefunding] = useState<OrderView | null>(null);
  const [notice, showNotice] = useNotice();
  const { historyFailed } = PAYMENT_SCREEN_MESSAGES;

  return (
    <section className="dashboard__section your-orders" aria-labelledby={titleId}>
      <h2 id={titleId}>Your Orders</h2>
      <Notice notice={notice} />
      {orders.isPending && <p role="status">{ORDER_LIST_MESSAGES.loading}</p>}
      {orders.isError && (
        <Alert tone="error">{failureMessage(orders.error, historyFailed, historyFailed)}</Alert>
      )}
      {orders.data?.length === 0 && <p className="muted">{ORDER_LIST_MESSAGES.empty}</p>}
      {orders.data && orders.data.length > 0 && (
        <OrdersTable orders={orders.data} now={Date.now()} onRequestRefund={setRefunding} />
      )}
      {refunding && (
        <RefundRequestDialog
          key={refunding.orderId}
          order={refunding}
          onClose={() => setRefunding(null)}
          onRequested={(message) => {
            setRefunding(null);
            showNotice(message);
          }}
        />
      )}
    </section>
  );
}
