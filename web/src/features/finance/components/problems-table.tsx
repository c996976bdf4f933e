// The open problems: which order, what is wrong in words, since when, whose, plan, network, amount and the
// customer's reason, with a refund's address, its transaction and why the chain did not accept it; Approve
// and Reject on refunds awaiting a decision (again after a failed verification), and every order's
// history and audit trail.
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

const HEADERS = ['Order', 'Problem', 'Since', 'User', 'Plan', 'Network', 'Amount', 'Reason', 'Actions'];

type ProblemsTableProps = {
  problems: readonly FinanceProblem[];
  onAction: (problem: FinanceProblem, action: ProblemAction) => void;
};

export function ProblemsTable({ problems, onAction }: ProblemsTableProps) {
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">Open problems, oldest first</caption>
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
          {problems.map((problem) => (
            <ProblemRow key={problem.orderId} problem={problem} onAction={onAction} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ProblemRow({
  problem,
  onAction,
}: {
  problem: FinanceProblem;
  onAction: ProblemsTableProps['onAction'];
}) {
  const { none } = FINANCE_MESSAGES;
  return (
    <tr>
      <th scope="row">
        <code className="licence-key">{problem.orderId}</code>
      </th>
      <td>{PROBLEM_KIND_LABELS[problem.kind]}</td>
      <td>{formatDateTime(problem.since)}</td>
      <td>
        <span className="finance__user">{problem.user.username ?? none}</span>
        {problem.user.email && <span className="finance__email muted">{problem.user.email}</span>}
      </td>
      <td>{problem.planName}</td>
      <td>{problem.network}</td>
      <td>{formatCents(problem.amountCents)}</td>
      <td className="data-table__wrap">
        {problem.refundReason || none}
        <RefundDetails problem={problem} />
      </td>
      <td>
        <div className="row-actions">
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
        </div>
      </td>
    </tr>
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
