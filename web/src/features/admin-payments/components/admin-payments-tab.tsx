// The admin's Payments section: every order with its payment on the shared data table, filtered by status,
// network, placing days and a search, sorted and paged by the server (25 a page, the payments waiting for a
// decision first unless another order is chosen). The view lives in the address
// (/admin/payments?status=verifying), so links land filtered. Refresh and Export CSV (the server's file of
// the filtered list in its order) sit in the console's page header. Confirm and Reject each ask for a
// reason in a dialog; the server's answer is told in a notice and the list is fetched again.
import { PAYMENT_MESSAGES } from '@shop/command-api/contracts';
import { useState } from 'react';
import { useTableView } from '../../../components/data-table/use-table-view';
import { ConsolePageActions } from '../../../components/layout/console-page-actions';
import { Alert } from '../../../components/ui/alert';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { Notice, useNotice } from '../../../components/ui/notice';
import { failureMessage } from '../../../lib/api-client';
import type { PaymentDecision } from '../api/decide-payment';
import { type AdminOrderRowView, exportAdminOrders, useAdminOrders } from '../api/get-admin-orders';
import { ADMIN_PAYMENT_MESSAGES } from '../messages';
import { knownPaymentsView, PAYMENT_FILTERS, PAYMENT_SORTS } from '../utils/payments-view';
import { AdminPaymentsTable } from './admin-payments-table';
import { PaymentDecisionDialog } from './payment-decision-dialog';
import { PaymentsFilters } from './payments-filters';

/** The row as it was when its dialog opened: a refresh meanwhile may move it in the list. */
type OpenDialog = { order: AdminOrderRowView; decision: PaymentDecision } | null;

export function AdminPaymentsTab() {
  const table = useTableView({ sorts: PAYMENT_SORTS, filters: PAYMENT_FILTERS });
  const view = knownPaymentsView(table.view);
  const orders = useAdminOrders(view);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [notice, showNotice] = useNotice();
  const close = () => setDialog(null);
  const { loadFailed } = ADMIN_PAYMENT_MESSAGES;

  return (
    <div className="admin-payments">
      <ConsolePageActions>
        <button
          type="button"
          className="button"
          disabled={orders.isFetching}
          onClick={() => void orders.refetch()}
        >
          {orders.isFetching && !orders.isPending ? 'Refreshing...' : 'Refresh'}
        </button>
        <ExportCsvButton
          exportCsv={() => exportAdminOrders(view)}
          onError={(error) => showNotice(failureMessage(error, loadFailed, loadFailed), 'error')}
        />
      </ConsolePageActions>
      <PaymentsFilters view={view} onFilter={table.setFilter} />
      <Notice notice={notice} />
      <AdminPaymentsTable
        orders={orders.data?.orders}
        pagination={orders.data?.pagination}
        sort={view.sort}
        onSort={table.sortBy}
        onPage={table.setPage}
        loading={orders.isPending}
        error={
          orders.isError && !orders.data ? (
            <Alert tone="error">
              <h2>{ADMIN_PAYMENT_MESSAGES.loadError}</h2>
              <p>{failureMessage(orders.error, loadFailed, loadFailed)}</p>
            </Alert>
          ) : undefined
        }
        emptyText={ADMIN_PAYMENT_MESSAGES.empty}
        onDecide={(order, decision) => setDialog({ order, decision })}
      />
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
