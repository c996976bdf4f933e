// The refund request a decision is about: order, customer, plan, amount, network, when it was paid and the
// customer's reason.
import { formatCents, formatDateTime } from '../../../lib/format';
import type { FinanceProblem } from '../api/get-finance-problems';

export function RefundSummary({ problem }: { problem: FinanceProblem }) {
  const who = [problem.user.username, problem.user.email && `(${problem.user.email})`]
    .filter(Boolean)
    .join(' ');
  return (
    <>
      <p className="dialog__meta">
        Order: <code className="licence-key">{problem.orderId}</code>
      </p>
      <p className="dialog__meta">
        {who || '—'} · {problem.planName} · <strong>{formatCents(problem.amountCents)}</strong> on{' '}
        {problem.network}
        {problem.paidAt && <> · Paid {formatDateTime(problem.paidAt)}</>}
      </p>
      {problem.refundReason && <p className="dialog__meta">Customer’s reason: {problem.refundReason}</p>}
    </>
  );
}
