// The frame of the payment pages (/payment, /payment/<orderId>): signed-in only (the login page brings
// the person back afterwards, with the navigation state they came with), the page title and heading.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { siteConfig } from '../../../config/site';
import { useAuth } from '../../../lib/auth';

export function PaymentPage({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const location = useLocation();

  if (!isLoading && !user) return <Navigate to="/login" replace state={{ from: location }} />;

  return (
    <section className="page container payment-page">
      <title>{`Purchase a License | ${siteConfig.productName}`}</title>
      <h1>Purchase a License</h1>
      {user ? (
        children
      ) : (
        <p className="page__lead" role="status">
          Loading...
        </p>
      )}
    </section>
  );
}
