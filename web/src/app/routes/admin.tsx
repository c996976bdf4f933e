// Administration (/admin): the admin panel for admins; others go to their dashboard, visitors without a
// session to /login (spec §2 Admin dashboard, §6).
import { Navigate } from 'react-router-dom';
import { siteConfig } from '../../config/site';
import { isAdmin, useAuth } from '../../lib/auth';
import AdminPanel from '../admin-panel';

export default function AdminRoute() {
  const { user, isLoading } = useAuth();

  if (!isLoading && !user) return <Navigate to="/login" replace />;
  if (user && !isAdmin(user)) return <Navigate to="/dashboard" replace />;
  if (user) return <AdminPanel />;
  return (
    <section className="page container">
      <title>{`Admin Panel | ${siteConfig.productName}`}</title>
      <h1>Admin Panel</h1>
      <p className="page__lead" role="status">
        Loading dashboard...
      </p>
    </section>
  );
}
