// The signed-in owner's dashboard body (spec §2 User dashboard): welcome, active count, licence cards,
// the purchase button and quick actions, then the orders; 'Loading dashboard...' and the load error
// first. The purchase opens in place: a new licence under the purchase button, a renewal under its
// licence's card (Renew, or the ?renew=<licenceId> address the reminder emails link to). The orders, the
// purchase panel and the email settings belong to other features: the dashboard page passes them in.
import type { LicenceView } from '@shop/command-api/contracts';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { ExternalLink } from '../../../components/ui/external-link';
import { siteConfig } from '../../../config/site';
import { ApiError } from '../../../lib/api-client';
import { type User, useAuth } from '../../../lib/auth';
import { useMyLicences } from '../../../lib/queries/get-my-licences';
import { LICENCE_SCREEN_MESSAGES } from '../messages';
import { canRenew } from '../utils/renewable';
import { ChangeAccountDialog } from './change-account-dialog';
import { InlinePurchase, type PurchasePanelSlot, renewalIds } from './inline-purchase';
import { LicenceCard } from './licence-card';

/** The open purchase: a new licence (null), or the renewal of the licence with this id. */
type Purchase = { renewing: string | null };

type UserDashboardProps = {
  user: User;
  /** The owner's orders, shown below the licences; the dashboard page brings them from the payments feature. */
  orders: ReactNode;
  /** The purchase panel, for a new licence or the renewal of one (the payments feature's). */
  purchasePanel: PurchasePanelSlot;
  /** Shown under the quick actions (the robot's download links, the reminder emails checkbox). */
  settings?: ReactNode;
  /** A note at the foot of each licence card (the releases feature's update notice). */
  licenceNotice?: (licence: LicenceView) => ReactNode;
};

export function UserDashboard({ user, orders, purchasePanel, settings, licenceNotice }: UserDashboardProps) {
  const licences = useMyLicences();
  const [changingId, setChangingId] = useState<string | null>(null);
  const [purchase, setPurchase] = useState<Purchase | null>(null);
  const [renewRefused, setRenewRefused] = useState(false);
  const purchaseButtonId = useId();
  const purchasePanelId = useId();
  const [params, setParams] = useSearchParams();
  const renewParam = params.get('renew');

  // The ?renew=<licenceId> the reminder emails link to: once the licences are in, that licence's renewal
  // opens if the owner can renew it (else they are told), and the parameter leaves the address so a
  // reload or Back does not open it again.
  useEffect(() => {
    if (renewParam === null || !licences.data) return;
    const licence = licences.data.find((candidate) => candidate._id === renewParam);
    const renewable = licence !== undefined && canRenew(licence);
    setRenewRefused(!renewable);
    if (renewable) setPurchase({ renewing: licence._id });
    setParams(
      (current) => {
        current.delete('renew');
        return current;
      },
      { replace: true },
    );
  }, [renewParam, licences.data, setParams]);

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
  const buyingNew = purchase?.renewing === null;

  const toggle = (next: Purchase) => {
    const same = purchase?.renewing === next.renewing;
    setPurchase(same ? null : next);
    setRenewRefused(false);
  };
  // Back to the button that opened it; the card's Renew when the address opened it.
  const closePurchase = () => {
    const opener = purchase?.renewing ? renewalIds(purchase.renewing).button : purchaseButtonId;
    setPurchase(null);
    document.getElementById(opener)?.focus();
  };

  return (
    <>
      <p className="page__lead">Welcome, {user.username ?? user.email}</p>
      <p className="dashboard__count">
        You have <strong>{activeCount}</strong> active {activeCount === 1 ? 'license' : 'licenses'}
      </p>
      <div className="dashboard__grid">
        <DashboardSection title="Your Licenses">
          {renewRefused && <Alert tone="info">{LICENCE_SCREEN_MESSAGES.renewUnavailable}</Alert>}
          {list.length === 0 ? (
            <p className="muted">You do not have any licenses yet.</p>
          ) : (
            <ul className="licence-list">
              {list.map((licence) => {
                const renewing = purchase?.renewing === licence._id;
                return (
                  <li key={licence._id}>
                    <LicenceCard
                      licence={licence}
                      onChangeAccount={(chosen) => setChangingId(chosen._id)}
                      renewing={renewing}
                      onRenew={(chosen) => toggle({ renewing: chosen._id })}
                      notice={licenceNotice?.(licence)}
                    />
                    {renewing && (
                      <InlinePurchase
                        id={renewalIds(licence._id).panel}
                        renewing={licence}
                        panel={purchasePanel}
                        onClose={closePurchase}
                      />
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          <button
            type="button"
            id={purchaseButtonId}
            className="button button--primary"
            aria-expanded={buyingNew}
            aria-controls={buyingNew ? purchasePanelId : undefined}
            onClick={() => toggle({ renewing: null })}
          >
            {list.length === 0 ? 'Purchase Your First License' : 'Purchase Another License'}
          </button>
          {buyingNew && <InlinePurchase id={purchasePanelId} panel={purchasePanel} onClose={closePurchase} />}
        </DashboardSection>
        <QuickActions>{settings}</QuickActions>
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

function QuickActions({ children }: { children: ReactNode }) {
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
      {children}
    </DashboardSection>
  );
}

/** Spec §8: the server's words, else 'Failed to fetch user'; a call that got no answer shows its own error. */
function loadFailure(error: Error): string {
  if (error instanceof ApiError) return error.serverMessage ?? LICENCE_SCREEN_MESSAGES.userLoadFailed;
  return error.message || LICENCE_SCREEN_MESSAGES.userLoadFailed;
}
