// The purchase as one embeddable panel (the /payment page and the dashboard's inline purchase and Renew):
// the plan picker and order form; once the order is placed, the order's own page, /payment/<orderId>,
// takes over (in place of /payment, so Back does not lead to a form that would place a second order).
import type { OrderView } from '@shop/command-api/contracts';
import { useLocation, useNavigate } from 'react-router-dom';
import { PaymentProvider } from '../context/payment-context';
import { DEFAULT_PLAN_DETAILS, type PlanDetails } from '../utils/plan-details';
import type { RenewedLicence } from '../utils/renewal';
import { PlanDetailsStep } from './plan-details-step';
import '../purchase.css';

export type { RenewedLicence } from '../utils/renewal';

export type PurchasePanelProps = {
  initialPlan?: PlanDetails;
  renewLicence?: RenewedLicence;
  onCancel?: () => void;
};

export function PurchasePanel({ initialPlan, renewLicence, onCancel }: PurchasePanelProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const openOrder = (order: OrderView) =>
    navigate(`/payment/${encodeURIComponent(order.orderId)}`, { replace: pathname === '/payment' });

  return (
    <PaymentProvider>
      <section className="purchase__step purchase-panel">
        <PlanDetailsStep
          initialPlan={initialPlan ?? DEFAULT_PLAN_DETAILS}
          renewLicence={renewLicence}
          onOrderCreated={openOrder}
          onCancel={onCancel}
        />
      </section>
    </PaymentProvider>
  );
}
