// The signed-in owner's dashboard body (spec §2 User dashboard): welcome, active count, licence cards,
// the purchase button and quick actions, then the orders the page passes in; 'Loading dashboard...' and the
// load error first.
import { type ReactNode, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { ExternalLink } from '../../../components/ui/external-link';
import { siteConfig } from '../../../config/site';
import { ApiError } from '../../../lib/api-client';
import { type User, useAuth } from '../../../lib/auth';
import { useMyLicences } from '../../../lib/queries/get-my-licences';
import { LICENCE_SCREEN_MESSAGES } from '../messages';
import { ChangeAccountDialog } from './change-account-dialog';
import { LicenceCard } from './licence-card';

type UserDashboardProps = {
  user: User;
  /** The owner's orders, shown below the licences; the dashboard page brings them from the payments feature. */
  orders: ReactNode;
};

export function UserDashboard({ user, orders }: UserDashboardProps) {
  const licences = useMyLicences();
  const [changingId, setChangingId] = useState<string | null>(null);

  if (licences.isPending) return <DashboardLoading />;
  if (licences.isError) {
    return (
      <Alert tone="error">
        <h2>{LICENCE_SCREEN_MESSAGES.dashboardError}</h2>
        <p>{loadFailure(licences.error)}</p>
      </Alert>
    );
  }

  const list = licences.data;
  const activeCount = list.filter((licence) => licence.status === 'active').length;
  // Looked up on every render, so the dialog shows the licence as the cache has it after a change.
  const changing = list.find((licence) => licence._id === changingId);

  return (
    <>
      <p className="page__lead">Welcome, {user.username ?? user.email}</p>
      <p className="dashboard__count">
        You have <strong>{activeCount}</strong> active {activeCount === 1 ? 'license' : 'licenses'}
      </p>
      <div className="dashboard__grid">
        <DashboardSection title="Your Licenses">
          {list.length === 0 ? (
            <p className="muted">You do not have any licenses yet.</p>
          ) : (
            <ul className="licence-list">
              {list.map((licence) => (
                <li key={licence._id}>
                  <LicenceCard licence={licence} onChangeAccount={(chosen) => setChangingId(chosen._id)} />
                </li>
              ))}
            </ul>
          )}
          {/* The inline purchase component arrives with the orders feature; until then the payment page. */}
          <Link to="/payment" className="button button--primary">
            {list.length === 0 ? 'Purchase Your First License' : 'Purchase Another License'}
          </Link>
        </DashboardSection>
        <QuickActions />
      </div>
      {orders}
      {changing && <ChangeAccountDialog licence={changing} mode="user" onClose={() => setChangingId(null)} />}
    </>
  );
}

export function DashboardLoading() {
  return (
    <p className="page__lead" role="status">
      {LICENCE_SCREEN_MESSAGES.dashboardLoading}
    </p>
  );
}

function DashboardSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="dashboard__section" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {children}
    </section>
  );
}

function QuickActions() {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return (
    <DashboardSection title="Quick Actions">
      <div className="quick-actions">
        <ExternalLink href={siteConfig.liveResultsUrl} className="button">
          View Live Results
        </ExternalLink>
        <button
          type="button"
          className="button"
          onClick={() => {
            logout();
            navigate('/login');
          }}
        >
          Log Out
        </button>
      </div>
    </DashboardSection>
  );
}

/** Spec §8: the server's words, else 'Failed to fetch user'; a call that got no answer shows its own error. */
function loadFailure(error: Error): string {
  if (error instanceof ApiError) return error.serverMessage ?? LICENCE_SCREEN_MESSAGES.userLoadFailed;
  return error.message || LICENCE_SCREEN_MESSAGES.userLoadFailed;
}
