// The admin panel (spec §2 Admin dashboard), shown on /admin and, for admins, on /dashboard. Each tab is a
// feature's component; the selected tab is kept in the address (?tab=audit), so a link can open any tab,
// already filtered for the Audit Trail, and a reload keeps it. The plan selection panel sits below them.
import { useSearchParams } from 'react-router-dom';
import { type TabItem, Tabs } from '../components/ui/tabs';
import { siteConfig } from '../config/site';
import { AdminPaymentsTab } from '../features/admin-payments/components/admin-payments-tab';
import { AuditTab } from '../features/audit/components/audit-tab';
import { DiscountsTab } from '../features/discounts/components/discounts-tab';
import { FinanceTab } from '../features/finance/components/finance-tab';
import { LicencesTab } from '../features/licences/components/licences-tab';
import { MonitoringTab } from '../features/monitoring/components/monitoring-tab';
import { PlanSelectionPanel } from '../features/plans/components/plan-selection-panel';
import { SupportTicketsTab } from '../features/support/components/support-tickets-tab';
import { UsersTab } from '../features/users/components/users-tab';
import { ADMIN_TAB_PARAM, AUDIT_TAB_ID } from '../lib/audit-trail-link';

const ADMIN_TABS: readonly TabItem[] = [
  { id: 'users', label: 'Users', render: () => <UsersTab /> },
  { id: 'licenses', label: 'Licenses', render: () => <LicencesTab /> },
  {
    id: 'discounts',
    label: 'Discounts',
    render: ({ select, has }) => (
      <DiscountsTab onBackToUsers={has('users') ? () => select('users') : undefined} />
    ),
  },
  { id: 'payments', label: 'Payments', render: () => <AdminPaymentsTab /> },
  { id: 'finance', label: 'Finance', render: () => <FinanceTab /> },
  { id: 'monitoring', label: 'EA Monitoring', render: () => <MonitoringTab /> },
  { id: 'tickets', label: 'Support Tickets', render: () => <SupportTicketsTab /> },
  { id: AUDIT_TAB_ID, label: 'Audit Trail', render: () => <AuditTab /> },
];

export default function AdminPanel() {
  const [params, setParams] = useSearchParams();
  // Choosing a tab starts it afresh (no other tab's filters) and replaces the address, so Back leaves the
  // panel, or returns to where a history link was followed from, rather than stepping through tabs.
  const selectTab = (id: string) => setParams({ [ADMIN_TAB_PARAM]: id }, { replace: true });

  return (
    <section className="page container">
      <title>{`Admin Panel | ${siteConfig.productName}`}</title>
      <h1>Admin Panel</h1>
      <Tabs
        label="Admin sections"
        tabs={ADMIN_TABS}
        selectedId={params.get(ADMIN_TAB_PARAM) ?? undefined}
        onSelect={selectTab}
      />
      <PlanSelectionPanel />
    </section>
  );
}
