// Support tickets (/support, spec §2): signed-in only. Owners open tickets and follow the conversation with
// the support team; an admin who comes here gets the same list with the admin powers.
import { Navigate, useLocation } from 'react-router-dom';
import { siteConfig } from '../../config/site';
import { SupportTickets } from '../../features/support/components/support-tickets';
import { isAdmin, useAuth } from '../../lib/auth';

export default function SupportRoute() {
  const { user, isLoading } = useAuth();
  const location = useLocation();

  // The login page brings the person back here afterwards.
  if (!isLoading && !user) return <Navigate to="/login" replace state={{ from: location }} />;

  const admin = isAdmin(user);
  return (
    <section className="page container">
      <title>{`Support | ${siteConfig.productName}`}</title>
      <h1>Support</h1>
      <p className="page__lead">Open a ticket and follow the conversation with our support team.</p>
      {user ? (
        <SupportTickets admin={admin} title={admin ? 'Support Tickets' : 'My Tickets'} />
      ) : (
        <p className="page__lead" role="status">
          Loading...
        </p>
      )}
    </section>
  );
}
