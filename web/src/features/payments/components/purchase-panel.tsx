// The purchase as one embeddable panel (the /payment page and the dashboard's inline purchase and Renew):
// the plan picker and order form, then the order's own page once it is placed.
import { PaymentProvider } from '../context/payment-context';
import { DEFAULT_PLAN_DETAILS, type PlanDetails } from '../utils/plan-details';
import { PurchaseFlow } from './purchase-flow';

/** The licence a purchase renews: its key and account number are fixed, and the order names it. */
export type RenewedLicence = {
  _id: string;
  licenseKey: string;
  accountNumber: number;
  expiresAt?: string | null;
};

export type PurchasePanelProps = {
  initialPlan?: PlanDetails;
  renewLicence?: RenewedLicence;
  onCancel?: () => void;
};

export function PurchasePanel({ initialPlan }: PurchasePanelProps) {
  return (
    <PaymentProvider>
      <PurchaseFlow plan={initialPlan ?? DEFAULT_PLAN_DETAILS} />
    </PaymentProvider>
  );
}
