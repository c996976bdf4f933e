// The admin panel (spec §2 Admin dashboard), shown on /admin and, for admins, on /dashboard. Each tab is a
// feature's component; tabs join here as their features ship.

import { type TabItem, Tabs } from '../components/ui/tabs';
import { siteConfig } from '../config/site';
import { LicencesTab } from '../features/licences/components/licences-tab';

const ADMIN_TABS: readonly TabItem[] = [{ id: 'licenses', label: 'Licenses', render: () => <LicencesTab /> }];

export default function AdminPanel() {
  return (
    <section className="page container">
      <title>{`Admin Panel | ${siteConfig.productName}`}</title>
      <h1>Admin Panel</h1>
      <Tabs label="Admin sections" tabs={ADMIN_TABS} />
    </section>
  );
}
