// The Finance tab's words for what the ledger stores as codes: entry and problem kinds, plans, group keys
// and who decided.
import type { financeProblemSchema, LedgerEntry } from '@shop/command-api/contracts';
import { findPlan, PLANS } from '@shop/domain';

type ProblemKind = ReturnType<typeof financeProblemSchema.parse>['kind'];

export const ENTRY_KIND_LABELS: Readonly<Record<LedgerEntry['kind'], string>> = {
  payment: 'Payment',
  underpaid: 'Underpaid payment held',
  late: 'Late payment held',
  payment_rejected: 'Payment rejected',
  refund: 'Refund',
  refund_rejected: 'Refund declined',
};

export const PROBLEM_KIND_LABELS: Readonly<Record<ProblemKind, string>> = {
  underpaid: 'Underpaid payment',
  late: 'Late payment',
  refund_requested: 'Refund requested',
  refund_sent: 'Refund sent, verifying',
  refund_failed: 'Refund not verified',
};

/** The chain watcher's name in `decidedBy`, for payments it confirmed itself. */
const CHAIN_DECIDER = 'chain';

export function entryKindLabel(kind: string): string {
  return ENTRY_KIND_LABELS[kind as LedgerEntry['kind']] ?? kind;
}

/** `starter` + `1month` → `Starter Plan - 1 Month`; a plan no longer on offer as stored. */
export function planLabel(planType: string, planDuration?: string): string {
  return findPlan(planType, planDuration)?.name ?? (planDuration ? `${planType} ${planDuration}` : planType);
}

/** A row of revenue grouped by plan, network or discount code, named for people. */
export function groupKeyLabel(groupBy: 'plan' | 'network' | 'discount', key: string): string {
  if (groupBy === 'plan') return PLANS.find((plan) => plan.planType === key)?.name ?? key;
  if (groupBy === 'discount') return key === '' ? 'No discount' : key;
  return key;
}

/** Who decided an entry: the blockchain, an admin by username when known (else their id), or nobody. */
export function decidedByLabel(decidedBy: string | null, names: ReadonlyMap<string, string>): string {
  if (decidedBy === null) return '—';
  if (decidedBy === CHAIN_DECIDER) return 'Blockchain';
  return names.get(decidedBy) ?? decidedBy;
}
