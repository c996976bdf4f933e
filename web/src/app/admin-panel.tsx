// The admin panel (spec §2 Admin dashboard), shown on /admin and, for admins, on /dashboard. Each tab is a
// feature's component; tabs join here as their features ship. The plan selection panel sits below them.

import { type TabItem, Tabs } from '../components/ui/tabs';
import { siteConfig } from '../config/site';
import { AdminPaymentsTab } from '../features/admin-payments/components/admin-payments-tab';
import { DiscountsTab } from '../features/discounts/components/discounts-tab';
import { LicencesTab } from '../features/licences/components/licences-tab';
import { MonitoringTab } from '../features/monitoring/components/monitoring-tab';
import { PlanSelectionPanel } from '../features/plans/components/plan-selection-panel';

const ADMIN_TABS: readonly TabItem[] = [
  { id: 'licenses', label: 'Licenses', render: () => <LicencesTab /> },
  {
    id: 'discounts',
    label: 'Discounts',
    // 'Back to Users' appears once the Users tab (id 'users') joins the panel.
    render: ({ select, has }) => (
      <DiscountsTab onBackToUsers={has('users') ? () => select('users') : undefined} />
    ),
  },
  { id: 'payments', label: 'Payments', render: () => <AdminPaymentsTab /> },
  { id: 'monitoring', label: 'EA Monitoring', render: () => <MonitoringTab /> },
];

export default function AdminPanel() {
  return (
    <section className="page container">
      <title>{`Admin Panel | ${siteConfig.productName}`}</title>
      <h1>Admin Panel</h1>
      <Tabs label="Admin sections" tabs={ADMIN_TABS} />
      <PlanSelectionPanel />
    </section>
  );
}
