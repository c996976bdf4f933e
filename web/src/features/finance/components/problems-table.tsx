// The open problems: which order, what is wrong in words, since when, whose, plan, network, amount and the
// customer's reason, with a refund's address, its transaction and why the chain did not accept it; Approve
// and Reject on refunds awaiting a decision (again after a failed verification), and every order's
// history and audit trail, in the data table's actions column that stays in view at any width.
import type { ReactNode } from 'react';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { AuditTrailLink } from '../../../components/ui/audit-trail-link';
import { DecisionButtons } from '../../../components/ui/decision-buttons';
import { TransactionLink } from '../../../components/ui/transaction-link';
import { formatCents, formatDateTime } from '../../../lib/format';
import type { FinanceProblem } from '../api/get-finance-problems';
import { FINANCE_MESSAGES } from '../messages';
import { PROBLEM_KIND_LABELS } from '../utils/finance-labels';

export type ProblemAction = 'approve' | 'reject' | 'history';

/** Refunds an admin decides: asked for, or back after the chain did not accept the transaction sent. */
const AWAITING_DECISION: ReadonlySet<FinanceProblem['kind']> = new Set(['refund_requested', 'refund_failed']);

type ProblemsTableProps = {
  problems: readonly FinanceProblem[] | undefined;
  loading: boolean;
  error?: ReactNode;
  onAction: (problem: FinanceProblem, action: ProblemAction) => void;
};

const { none } = FINANCE_MESSAGES;

/** On narrow frames the plan and network give way first, then the time, the user and the reason. */
const PROBLEM_COLUMNS: ReadonlyArray<DataTableColumn<FinanceProblem>> = [
  {
    id: 'order',
    header: 'Order',
    rowHeader: true,
    cell: (problem) => <code className="licence-key">{problem.orderId}</code>,
  },
  { id: 'problem', header: 'Problem', cell: (problem) => PROBLEM_KIND_LABELS[problem.kind] },
  { id: 'since', header: 'Since', priority: 2, cell: (problem) => formatDateTime(problem.since) },
  {
    id: 'user',
    header: 'User',
    priority: 2,
    cell: (problem) => (
      <>
        <span className="finance__user">{problem.user.username ?? none}</span>
        {problem.user.email && <span className="finance__email muted">{problem.user.email}</span>}
      </>
    ),
  },
  { id: 'plan', header: 'Plan', priority: 3, cell: (problem) => problem.planName },
  { id: 'network', header: 'Network', priority: 3, cell: (problem) => problem.network },
  { id: 'amount', header: 'Amount', cell: (problem) => formatCents(problem.amountCents) },
  {
    id: 'reason',
    header: 'Reason',
    priority: 2,
    cell: (problem) => (
      <span className="finance__wrap">
        {problem.refundReason || none}
        <RefundDetails problem={problem} />
      </span>
    ),
  },
];

export function ProblemsTable({ problems, loading, error, onAction }: ProblemsTableProps) {
  return (
    <DataTable
      label="Open problems, oldest first"
      columns={PROBLEM_COLUMNS}
      rows={problems}
      rowKey={(problem) => problem.orderId}
      actions={(problem) => <ProblemActions problem={problem} onAction={onAction} />}
      loading={loading}
      loadingText={FINANCE_MESSAGES.loadingProblems}
      error={error}
      emptyText={FINANCE_MESSAGES.noProblems}
    />
  );
}

function ProblemActions({
  problem,
  onAction,
}: {
  problem: FinanceProblem;
  onAction: ProblemsTableProps['onAction'];
}) {
  return (
    <>
      {AWAITING_DECISION.has(problem.kind) && (
        <DecisionButtons
          acceptLabel="Approve"
          onAccept={() => onAction(problem, 'approve')}
          onReject={() => onAction(problem, 'reject')}
        />
      )}
      <button type="button" className="button button--small" onClick={() => onAction(problem, 'history')}>
        Order history
      </button>
      <AuditTrailLink filters={{ category: 'order', entityId: problem.orderId }} />
    </>
  );
}

/** Where the refund goes, the transaction sent (verifying, or not accepted) and why the chain refused it. */
function RefundDetails({ problem }: { problem: FinanceProblem }) {
  const hash = problem.refundTransactionHash;
  const sentOrFailed = problem.kind === 'refund_sent' || problem.kind === 'refund_failed';
  return (
    <>
      {problem.refundAddress && (
        <span className="finance__detail muted">
          {FINANCE_MESSAGES.refundTo} <code>{problem.refundAddress}</code>
        </span>
      )}
      {sentOrFailed && hash && (
        <span className="finance__detail muted">
          {FINANCE_MESSAGES.refundTransaction} <TransactionLink network={problem.network} hash={hash} />
        </span>
      )}
      {problem.refundFailure && (
        <span className="finance__detail" role="note">
          {FINANCE_MESSAGES.refundNotVerified(problem.refundFailure.message)}
        </span>
      )}
    </>
  );
}
