// The signed-in user's home (/dashboard). For now the welcome line; licences, purchase and the admin
// panel for administrators arrive with their own features.
import { Navigate } from 'react-router-dom';
import { siteConfig } from '../../config/site';
import { useAuth } from '../../lib/auth';

export default function DashboardRoute() {
  const { user, isLoading } = useAuth();

  // Spec §2: without a session the account page sends the visitor to sign in.
  if (!isLoading && !user) return <Navigate to="/login" replace />;

  return (
    <section className="page container">
      <title>{`Dashboard | ${siteConfig.productName}`}</title>
      <h1>Dashboard</h1>
      {user ? (
        <p className="page__lead">Welcome, {user.username ?? user.email}</p>
      ) : (
        <p className="page__lead" role="status">
          Loading dashboard...
        </p>
      )}
    </section>
  );
}
