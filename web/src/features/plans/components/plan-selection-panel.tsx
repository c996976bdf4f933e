// The admin dashboard's plan selection panel (spec §2 Admin dashboard): the four plans, each with a
// Select Plan link to /payment carrying planType, planDuration, price and name.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { formatUsd } from '../../../lib/format';
import { type PlanView, usePlans } from '../../../lib/queries/get-plans';
import { paymentState } from '../utils/plan-details';

export function PlanSelectionPanel() {
  const titleId = useId();
  const plans = usePlans();
  return (
    <section className="plan-panel" aria-labelledby={titleId}>
      <h2 id={titleId}>Plans</h2>
      <ul className="plan-panel__list">
        {plans.map((plan) => (
          <li key={plan.id}>
            <PlanOption plan={plan} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function PlanOption({ plan }: { plan: PlanView }) {
  const nameId = useId();
  return (
    <article className="plan-panel__plan" aria-labelledby={nameId}>
      <h3 id={nameId} className="plan-panel__name">
        {plan.name}
      </h3>
      <p className="plan-panel__price">{formatUsd(plan.price)}</p>
      <Link to="/payment" state={paymentState(plan)} className="button button--small">
        Select Plan
      </Link>
    </article>
  );
}
