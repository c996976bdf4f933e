// The signed-in home (/dashboard): the owner's licences and orders, or the admin panel for administrators
// (spec §2).
// The panel is its own chunk, so owners never download the admin screens.
import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import { siteConfig } from '../../config/site';
import { DashboardLoading, UserDashboard } from '../../features/licences/components/user-dashboard';
import { YourOrders } from '../../features/payments/components/your-orders';
import { isAdmin, useAuth } from '../../lib/auth';

const AdminPanel = lazy(() => import('../admin-panel'));

export default function DashboardRoute() {
  const { user, isLoading } = useAuth();

  // Spec §2: without a session the account page sends the visitor to sign in.
  if (!isLoading && !user) return <Navigate to="/login" replace />;

  if (user && isAdmin(user)) {
    return (
      <Suspense
        fallback={
          <DashboardPage>
            <DashboardLoading />
          </DashboardPage>
        }
      >
        <AdminPanel />
      </Suspense>
    );
  }

  return (
    <DashboardPage>
      {user ? <UserDashboard user={user} orders={<YourOrders />} /> : <DashboardLoading />}
    </DashboardPage>
  );
}

function DashboardPage({ children }: { children: ReactNode }) {
  return (
    <section className="page container">
      <title>{`Dashboard | ${siteConfig.productName}`}</title>
      <h1>Dashboard</h1>
      {children}
    </section>
  );
}
