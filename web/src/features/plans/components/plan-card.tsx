// One plan on the landing page: badge, name, price for the whole term, price per month, the saving
// against paying monthly, and the link that starts the purchase with this plan.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { formatUsd } from '../../../lib/format';
import type { PlanView } from '../../../lib/queries/get-plans';
import { paymentState } from '../utils/plan-details';

export function PlanCard({ plan }: { plan: PlanView }) {
  const nameId = useId();
  return (
    <article className={plan.badge ? 'plan-card plan-card--featured' : 'plan-card'} aria-labelledby={nameId}>
      {plan.badge && <p className="plan-card__badge">{plan.badge}</p>}
      <h3 id={nameId} className="plan-card__name">
        {plan.name}
      </h3>
      <p className="plan-card__price">
        <strong>{formatUsd(plan.price)}</strong> <span className="muted">for {plan.duration}</span>
      </p>
      <p className="plan-card__monthly">{formatUsd(plan.monthlyPrice)} / month</p>
      {plan.savings > 0 && <p className="plan-card__savings">Save {formatUsd(plan.savings)}</p>}
      <p className="plan-card__description">{plan.description}</p>
      <Link to="/payment" state={paymentState(plan)} className="button button--primary plan-card__action">
        Get Started
      </Link>
    </article>
  );
}
