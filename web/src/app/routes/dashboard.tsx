// The signed-in home (/dashboard): the owner's licences (with the robot's update notice), orders, purchase
// panel, the links to the robot's downloads and email settings, each from its feature; administrators go on
// to the admin console's first section (spec §2), or to the section an older ?tab=<id> link names. The console is its
// own route and chunks, so owners never download the admin screens.
import type { LicenceView } from '@shop/command-api/contracts';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { siteConfig } from '../../config/site';
import { ReminderEmailsSetting } from '../../features/email-preferences/components/reminder-emails-setting';
import type { PurchasePanelSlot } from '../../features/licences/components/inline-purchase';
import { DashboardLoading, UserDashboard } from '../../features/licences/components/user-dashboard';
import { PurchasePanel } from '../../features/payments/components/purchase-panel';
import { YourOrders } from '../../features/payments/components/your-orders';
import { RobotLinks } from '../../features/releases/components/robot-links';
import { LicenceUpdateNotice } from '../../features/releases/components/update-notice';
import { isAdmin, useAuth } from '../../lib/auth';
import { adminSectionAddressFor } from '../admin-console/legacy-tab-address';

export default function DashboardRoute() {
  const { user, isLoading } = useAuth();
  const location = useLocation();

  // Spec §2: without a session the account page sends the visitor to sign in, and sign-in brings them
  // back to this address (a reminder email's ?renew=<licenceId> included).
  if (!isLoading && !user) return <Navigate to="/login" replace state={{ from: location }} />;

  if (user && isAdmin(user)) return <Navigate to={adminSectionAddressFor(location.search)} replace />;

  return (
    <DashboardPage>
      {user ? (
        <UserDashboard
          user={user}
          orders={<YourOrders />}
          purchasePanel={purchasePanel}
          settings={
            <>
              <RobotLinks />
              <ReminderEmailsSetting />
            </>
          }
          licenceNotice={licenceNotice}
        />
      ) : (
        <DashboardLoading />
      )}
    </DashboardPage>
  );
}

const purchasePanel: PurchasePanelSlot = (purchase) => <PurchasePanel {...purchase} />;
const licenceNotice = (licence: LicenceView) => <LicenceUpdateNotice robotVersion={licence.robotVersion} />;

function DashboardPage({ children }: { children: ReactNode }) {
  return (
    <section className="page container">
      <title>{`Dashboard | ${siteConfig.productName}`}</title>
      <h1>Dashboard</h1>
      {children}
    </section>
  );
}
