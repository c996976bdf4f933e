// 'Your Orders' on the owner's dashboard: every order with its plan, amount, network, status and payment
// date, the way on with an unfinished payment, and where it stands on the 7-day money-back guarantee.
// 'Request Refund' opens a dialog; the server's answer is told in a notice and the list shows the request.
import type { OrderView } from '@shop/command-api/contracts';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Notice, useNotice } from '../../../components/ui/notice';
import { failureMessage } from '../../../lib/api-client';
import { useMyOrders } from '../api/get-payment-history';
import { PAYMENT_SCREEN_MESSAGES } from '../messages';
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
      <OrdersTable
        orders={orders.data}
        now={Date.now()}
        onRequestRefund={setRefunding}
        error={
          orders.isError && (
            <Alert tone="error">{failureMessage(orders.error, historyFailed, historyFailed)}</Alert>
          )
        }
      />
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
