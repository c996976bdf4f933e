// The overview's figures as the API answers them.
import type { OverviewFigures } from '@shop/projections';
import type { Overview } from '../contracts/overview.js';

export function overviewView(figures: OverviewFigures, asOf: Date): Overview {
  return {
    revenue: figures.revenue,
    orders: figures.orders,
    paymentsNeedingDecision: figures.paymentsNeedingDecision,
    licences: figures.licences,
    robots: figures.robots,
    openTickets: figures.openTickets,
    asOf: asOf.toISOString(),
  };
}
