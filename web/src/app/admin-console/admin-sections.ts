// The admin console's sections, in navigation order: each has its own address (/admin/<id>), a label (its
// tab's name and the page title) and a lazily loaded screen, so the console's first download stays small.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

export type AdminSection = {
  id: string;
  label: string;
  /** React Router's `lazy`: the section's screen arrives as its own chunk the first time it is opened. */
  load: () => Promise<{ Component: ComponentType }>;
};

export const ADMIN_CONSOLE_PATH = '/admin';
export const FIRST_ADMIN_SECTION_ID = 'overview';

/**
 * A section's loader. Once its chunk has arrived the screen is kept, so opening the section again (or in
 * another router) settles at once instead of waiting on the module loader.
 */
function screen<T>(load: () => Promise<T>, pick: (module: T) => ComponentType) {
  let loaded: Promise<{ Component: ComponentType }> | undefined;
  return () => {
    loaded ??= load().then(
      (module) => ({ Component: pick(module) }),
      (error: unknown) => {
        loaded = undefined; // a failed download may be tried again
        throw error;
      },
    );
    return loaded;
  };
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    id: FIRST_ADMIN_SECTION_ID,
    label: 'Overview',
    load: screen(
      () => import('../../features/overview/components/overview-section'),
      (module) => module.OverviewSection,
    ),
  },
  {
    id: 'users',
    label: 'Users',
    load: screen(
      () => import('../../features/users/components/users-tab'),
      (module) => module.UsersTab,
    ),
  },
  {
    id: 'licenses',
    label: 'Licenses',
    load: screen(
      () => import('../../features/licences/components/licences-tab'),
      (module) => module.LicencesTab,
    ),
  },
  {
    id: 'discounts',
    label: 'Discounts',
    load: screen(
      () => import('./discounts-section'),
      (module) => module.AdminDiscountsSection,
    ),
  },
  {
    id: 'payments',
    label: 'Payments',
    load: screen(
      () => import('../../features/admin-payments/components/admin-payments-tab'),
      (module) => module.AdminPaymentsTab,
    ),
  },
  {
    id: 'finance',
    label: 'Finance',
    load: screen(
      () => import('../../features/finance/components/finance-tab'),
      (module) => module.FinanceTab,
    ),
  },
  {
    id: 'monitoring',
    label: 'EA Monitoring',
    load: screen(
      () => import('../../features/monitoring/components/monitoring-tab'),
      (module) => module.MonitoringTab,
    ),
  },
  {
    id: 'releases',
    label: 'Releases',
    load: screen(
      () => import('../../features/releases/components/releases-section'),
      (module) => module.ReleasesSection,
    ),
  },
  {
    id: 'tickets',
    label: 'Support Tickets',
    load: screen(
      () => import('../../features/support/components/support-tickets-tab'),
      (module) => module.SupportTicketsTab,
    ),
  },
  {
    id: 'audit',
    label: 'Audit Trail',
    load: screen(
      () => import('../../features/audit/components/audit-tab'),
      (module) => module.AuditTab,
    ),
  },
  {
    id: 'plans',
    label: 'Plans',
    load: screen(
      () => import('../../features/plans/components/plan-selection-panel'),
      (module) => module.PlanSelectionPanel,
    ),
  },
];

export const adminSectionPath = (id: string) => `${ADMIN_CONSOLE_PATH}/${id}`;

/**
 * The sections' child routes of /admin. Once a section's screen has arrived, its route keeps it as its
 * Component and drops `lazy`, so a router created afterwards (each test's memory router) opens the section
 * in the same frame as the click instead of in a later transition.
 */
export function adminSectionRoutes(): RouteObject[] {
  return ADMIN_SECTIONS.map(({ id, load }) => {
    const route: RouteObject = {
      path: id,
      lazy: async () => {
        const loaded = await load();
        route.Component = loaded.Component;
        delete route.lazy;
        return loaded;
      },
    };
    return route;
  });
}

export function findAdminSection(id: string | undefined): AdminSection | undefined {
  return ADMIN_SECTIONS.find((section) => section.id === id);
}
