// What a plan link hands the payment page (spec §2 /payment: navigation state planDetails).
import type { PlanView } from '../../../lib/queries/get-plans';

export type PlanDetails = Pick<PlanView, 'planType' | 'planDuration' | 'price' | 'name'>;

/** The navigation state of a link to /payment for `plan`. */
export function paymentState({ planType, planDuration, price, name }: PlanView): {
  planDetails: PlanDetails;
} {
  return { planDetails: { planType, planDuration, price, name } };
}
