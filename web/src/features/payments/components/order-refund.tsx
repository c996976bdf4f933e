// One order's refund cell: 'Request Refund' (with the last day to ask) while the guarantee runs, else the
// refund's status ('Refund requested', 'Refund sent, verifying' while the chain watcher checks the
// transaction, 'Refunded' with its transaction on the block explorer once verified, 'Refund declined') or
// 'Money-back period ended'.
import type { OrderView } from '@shop/command-api/contracts';
import { ExternalLink } from '../../../components/ui/external-link';
import { formatDate } from '../../../lib/format';
import { shortHash, transactionUrl } from '../../../lib/payment-links';
import { ORDER_LIST_MESSAGES } from '../messages';
import { refundState } from '../utils/refund-state';

type OrderRefundProps = {
  order: OrderView;
  now: number;
  onRequestRefund: (order: OrderView) => void;
};

export function OrderRefund({ order, now, onRequestRefund }: OrderRefundProps) {
  const state = refundState(order, now);
  switch (state.kind) {
    case 'refundable':
      return (
        <div className="order-refund">
          <button type="button" className="button button--small" onClick={() => onRequestRefund(order)}>
            Request Refund
          </button>
          <span className="order-refund__until muted">Until {formatDate(state.until)}</span>
        </div>
      );
    case 'requested':
      return (
        <span className="status-badge status-badge--pending">{ORDER_LIST_MESSAGES.refundRequested}</span>
      );
    case 'sent':
      return <span className="status-badge status-badge--pending">{ORDER_LIST_MESSAGES.refundSent}</span>;
    case 'refunded':
      return (
        <div className="order-refund">
          <span className="status-badge status-badge--active">{ORDER_LIST_MESSAGES.refunded}</span>
          {state.transactionHash && (
            <ExternalLink
              href={transactionUrl(order.network, state.transactionHash)}
              title={state.transactionHash}
            >
              <code>{shortHash(state.transactionHash)}</code>
              <span className="visually-hidden"> refund transaction (opens in a new tab)</span>
            </ExternalLink>
          )}
        </div>
      );
    case 'declined':
      return <span className="status-badge status-badge--expired">{ORDER_LIST_MESSAGES.refundDeclined}</span>;
    case 'window_over':
      return <span className="muted">{ORDER_LIST_MESSAGES.windowOver}</span>;
    case 'not_paid':
      return <span className="muted">—</span>;
  }
}
