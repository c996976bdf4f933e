// The admin's Payments section: every order with its payment, filtered by status, network and a search,
// 25 a page, the payments waiting for a decision first. The view lives in the address
// (/admin/payments?status=verifying), so links land filtered. Confirm and Reject each ask for a reason in
// a dialog; the server's answer is told in a notice and the list is fetched again.
import { PAYMENT_MESSAGES } from '@shop/command-api/contracts';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { Notice, useNotice } from '../../../components/ui/notice';
import { Pagination } from '../../../components/ui/pagination';
import { failureMessage } from '../../../lib/api-client';
import type { PaymentDecision } from '../api/decide-payment';
import { type AdminOrderRowView, useAdminOrders } from '../api/get-admin-orders';
import { ADMIN_PAYMENT_MESSAGES } from '../messages';
import { type PaymentsView, readPaymentsView, writePaymentsView } from '../utils/payments-view';
import { AdminPaymentsTable } from './admin-payments-table';
import { PaymentDecisionDialog } from './payment-decision-dialog';
import { PaymentsFilters } from './payments-filters';

/** The row as it was when its dialog opened: a refresh meanwhile may move it in the list. */
type OpenDialog = { order: AdminOrderRowView; decision: PaymentDecision } | null;

export function AdminPaymentsTab() {
  const [params, setParams] = useSearchParams();
  const view = readPaymentsView(params);
  const orders = useAdminOrders(view);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [notice, showNotice] = useNotice();
  const close = () => setDialog(null);
  // Filtering and paging replace the address rather than pile up entries for Back.
  const show = useCallback(
    (next: PaymentsView) => setParams((current) => writePaymentsView(current, next), { replace: true }),
    [setParams],
  );
  const data = orders.data;

  return (
    <div className="admin-payments">
      <div className="toolbar">
        <h2 className="toolbar__title">Payments</h2>
        <button
          type="button"
          className="button"
          disabled={orders.isFetching}
          onClick={() => void orders.refetch()}
        >
          {orders.isFetching && !orders.isPending ? 'Refreshing...' : 'Refresh'}
        </button>
      </div>
      <PaymentsFilters view={view} onChange={show} />
      <Notice notice={notice} />
      {orders.isPending && <p role="status">{ADMIN_PAYMENT_MESSAGES.loading}</p>}
      {orders.isError && (
        <Alert tone="error">
          <h3>{ADMIN_PAYMENT_MESSAGES.loadError}</h3>
          <p>
            {failureMessage(
              orders.error,
              ADMIN_PAYMENT_MESSAGES.loadFailed,
              ADMIN_PAYMENT_MESSAGES.loadFailed,
            )}
          </p>
        </Alert>
      )}
      {data && !orders.isError && data.orders.length === 0 && (
        <p className="muted">{ADMIN_PAYMENT_MESSAGES.empty}</p>
      )}
      {data && !orders.isError && data.orders.length > 0 && (
        <>
          <p className="muted">{ADMIN_PAYMENT_MESSAGES.count(data.pagination.total)}</p>
          <AdminPaymentsTable
            orders={data.orders}
            onDecide={(order, decision) => setDialog({ order, decision })}
          />
          <Pagination
            label="Payments pages"
            pagination={data.pagination}
            onPage={(page) => show({ ...view, page })}
          />
        </>
      )}
      {dialog && (
        <PaymentDecisionDialog
          key={`${dialog.order.orderId}-${dialog.decision}`}
          payment={dialog.order}
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
