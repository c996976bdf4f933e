// The landing page's plans (spec §2 Landing page): four cards under the anchor #plans, which the hero's
// View Plans button and links such as /#plans land on.
import { useId } from 'react';
import { usePlans } from '../../../lib/queries/get-plans';
import { PlanCard } from './plan-card';

export const PLANS_ANCHOR = 'plans';

export function PlansSection() {
  const titleId = useId();
  const plans = usePlans();
  return (
    <section id={PLANS_ANCHOR} className="plans container" aria-labelledby={titleId}>
      <div className="section-intro">
        <p className="eyebrow">Plans</p>
        <h2 id={titleId}>Choose Your Plan</h2>
        <p className="page__lead">
          One license runs the robot on one MT5 account. Paid in USDT; the longer the term, the less per
          month.
        </p>
      </div>
      <ul className="plans__list">
        {plans.map((plan) => (
          <li key={plan.id}>
            <PlanCard plan={plan} />
          </li>
        ))}
      </ul>
    </section>
  );
}
