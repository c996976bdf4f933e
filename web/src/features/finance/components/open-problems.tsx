// The open problems: payments held (underpaid, late) and refunds asked for, oldest first, always as they
// are now. Refund requests are approved or rejected in a dialog, the server's answer told in a notice; any
// order's history opens in its own dialog.
import { PAYMENT_MESSAGES } from '@shop/command-api/contracts';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Notice, useNotice } from '../../../components/ui/notice';
import { failureMessage } from '../../../lib/api-client';
import { type FinanceProblem, useFinanceProblems } from '../api/get-finance-problems';
import { FINANCE_MESSAGES } from '../messages';
import { ApproveRefundDialog } from './approve-refund-dialog';
import { OrderHistoryDialog } from './order-history-dialog';
import { type ProblemAction, ProblemsTable } from './problems-table';
import { RejectRefundDialog } from './reject-refund-dialog';

/** The row as it was when its dialog opened: a refresh meanwhile may drop it from the list. */
type OpenDialog = { problem: FinanceProblem; action: ProblemAction } | null;

export function OpenProblems({ asOfSet }: { asOfSet: boolean }) {
  const titleId = useId();
  const problems = useFinanceProblems();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [notice, showNotice] = useNotice();
  const close = () => setDialog(null);
  const decided = (fallback: string) => (response: { message: string }) => {
    close();
    showNotice(response.message || fallback);
  };

  return (
    <section className="finance__section" aria-labelledby={titleId}>
      <h3 id={titleId}>Open Problems</h3>
      {asOfSet && <p className="muted">{FINANCE_MESSAGES.problemsNow}</p>}
      <Notice notice={notice} />
      <ProblemsTable
        problems={problems.data}
        loading={problems.isPending}
        error={
          problems.isError && (
            <Alert tone="error">
              {failureMessage(problems.error, FINANCE_MESSAGES.problemsFailed, FINANCE_MESSAGES.network)}
            </Alert>
          )
        }
        onAction={(problem, action) => setDialog({ problem, action })}
      />
      {dialog?.action === 'approve' && (
        <ApproveRefundDialog
          problem={dialog.problem}
          onClose={close}
          onDecided={decided(PAYMENT_MESSAGES.refundApproved)}
        />
      )}
      {dialog?.action === 'reject' && (
        <RejectRefundDialog
          problem={dialog.problem}
          onClose={close}
          onDecided={decided(PAYMENT_MESSAGES.refundRejected)}
        />
      )}
      {dialog?.action === 'history' && (
        <OrderHistoryDialog orderId={dialog.problem.orderId} onClose={close} />
      )}
    </section>
  );
}
