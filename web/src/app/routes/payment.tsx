// Purchase a plan (/payment, spec §2): signed-in only; the plan comes from the navigation state's
// planDetails, else the default plan, and can be changed. Placing the order opens its own page.
import { useLocation } from 'react-router-dom';
import { PaymentPage } from '../../features/payments/components/payment-page';
import { ProgressSteps } from '../../features/payments/components/progress-steps';
import { PurchasePanel } from '../../features/payments/components/purchase-panel';
import { planFromState } from '../../features/payments/utils/plan-details';

export default function PaymentRoute() {
  const location = useLocation();
  return (
    <PaymentPage>
      <div className="purchase">
        <ProgressSteps current="plan-details" />
        <PurchasePanel initialPlan={planFromState(location.state)} />
      </div>
    </PaymentPage>
  );
}
