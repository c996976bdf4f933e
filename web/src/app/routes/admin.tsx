// The admin console (/admin/<section>): admins get the console around the section; signed-in non-admins go
// to their dashboard, visitors without a session to /login (spec §2 Admin dashboard, §6).
import { Navigate, Outlet } from 'react-router-dom';
import { isAdmin, useAuth } from '../../lib/auth';
import { AdminConsole } from '../admin-console/admin-console';

export default function AdminRoute() {
  const { user, isLoading } = useAuth();

  if (!isLoading && !user) return <Navigate to="/login" replace />;
  if (user && !isAdmin(user)) return <Navigate to="/dashboard" replace />;
  if (user) {
    return (
      <AdminConsole user={user}>
        <Outlet />
      </AdminConsole>
    );
  }
  return (
    <main id="main-content" className="console-loading" tabIndex={-1}>
      <p className="page__lead" role="status">
        Loading dashboard...
      </p>
    </main>
  );
}
