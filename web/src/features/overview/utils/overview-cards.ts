// The overview's figures as cards: what each says, its value as people read it, and the filtered list it
// opens. Revenue is net (payments less verified refunds) in USD with two decimals.
import { formatCents } from '../../../lib/format';
import type { Overview } from '../api/get-overview';
import { OVERVIEW_MESSAGES } from '../messages';

export type OverviewCard = {
  label: string;
  value: string;
  /** A line under the value, e.g. what a revenue figure is made of. */
  detail?: string;
  href: string;
};

export type OverviewGroup = { title: string; cards: OverviewCard[] };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

type Totals = Overview['revenue']['today'];
const revenueDetail = (totals: Totals) =>
  `${plural(totals.payments, 'payment', 'payments')}, ${plural(totals.refunds, 'refund', 'refunds')} (${formatCents(totals.refundsCents)})`;

const revenueCard = (label: string, totals: Totals): OverviewCard => ({
  label,
  value: formatCents(totals.netCents),
  detail: revenueDetail(totals),
  href: '/admin/finance',
});

const countCard = (label: string, count: number, href: string): OverviewCard => ({
  label,
  value: count.toLocaleString('en-US'),
  href,
});

export function overviewGroups(overview: Overview): OverviewGroup[] {
  const { revenue, orders, licences, robots } = overview;
  return [
    {
      title: OVERVIEW_MESSAGES.revenueGroup,
      cards: [
        revenueCard('Net revenue today (UTC)', revenue.today),
        revenueCard('Net revenue, last 7 days', revenue.last7Days),
        revenueCard('Net revenue, last 30 days', revenue.last30Days),
      ],
    },
    {
      title: OVERVIEW_MESSAGES.ordersGroup,
      cards: [
        countCard('Orders awaiting payment', orders.awaitingPayment, '/admin/payments?status=pending'),
        countCard('Payments verifying', orders.verifying, '/admin/payments?status=verifying'),
        countCard(
          'Payments needing a decision',
          overview.paymentsNeedingDecision,
          '/admin/payments?status=needs_decision',
        ),
      ],
    },
    {
      title: OVERVIEW_MESSAGES.licencesGroup,
      cards: [
        countCard('Active licences', licences.active, '/admin/licenses?status=active'),
        countCard(
          'Licences expiring within 7 days',
          licences.expiringWithin7Days,
          '/admin/licenses?expiring=7',
        ),
        countCard('Robots online', robots.online, '/admin/monitoring?status=online'),
        countCard('Robots offline', robots.offline, '/admin/monitoring?status=offline'),
      ],
    },
    {
      title: OVERVIEW_MESSAGES.supportGroup,
      cards: [countCard('Open tickets', overview.openTickets, '/admin/tickets?status=open')],
    },
  ];
}

/** A shop with nothing yet: no money moved and nothing counted. */
export function isEmptyOverview(overview: Overview): boolean {
  const { revenue, orders, licences, robots } = overview;
  return [
    revenue.last30Days.payments,
    revenue.last30Days.refunds,
    orders.awaitingPayment,
    orders.verifying,
    overview.paymentsNeedingDecision,
    licences.active,
    robots.online,
    robots.offline,
    overview.openTickets,
  ].every((figure) => figure === 0);
}
