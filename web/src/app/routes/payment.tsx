// Purchase flow for a plan (/payment, spec §2): signed-in only; the plan comes from the navigation state's
// planDetails, else the default plan.
import { Navigate, useLocation } from 'react-router-dom';
import { siteConfig } from '../../config/site';
import { PurchaseFlow } from '../../features/payments/components/purchase-flow';
import { PaymentProvider } from '../../features/payments/context/payment-context';
import { planFromState } from '../../features/payments/utils/plan-details';
import { useAuth } from '../../lib/auth';

export default function PaymentRoute() {
  const { user, isLoading } = useAuth();
  const location = useLocation();

  // The login page brings the person back here afterwards, with the plan they had chosen.
  if (!isLoading && !user) return <Navigate to="/login" replace state={{ from: location }} />;

  return (
    <section className="page container">
      <title>{`Purchase a License | ${siteConfig.productName}`}</title>
      <h1>Purchase a License</h1>
      {user ? (
        <PaymentProvider>
          <PurchaseFlow plan={planFromState(location.state)} />
        </PaymentProvider>
      ) : (
        <p className="page__lead" role="status">
          Loading...
        </p>
      )}
    </section>
  );
}
