// The admin overview (issue 22): the shop's figures at a glance, each the count or total of a list the
// console shows. Money in USD cents, totalled as the Finance ledger totals them.
import { z } from 'zod';
import { success } from './envelope.js';
import { ledgerResponseSchema } from './finance.js';
import { timestampSchema } from './timestamp.js';

const count = z.number().int().min(0);
const revenueTotals = ledgerResponseSchema.shape.totals;

export const overviewSchema = z.object({
  revenue: z
    .object({
      today: revenueTotals.describe('Since 00:00 UTC today'),
      last7Days: revenueTotals.describe('The 7 days (168 hours) up to asOf'),
      last30Days: revenueTotals.describe('The 30 days up to asOf'),
    })
    .describe('Gross, refunds and net in USD cents, equal to the Finance ledger totals from the same moment'),
  orders: z.object({
    awaitingPayment: count.describe('Orders placed and not paid yet (status pending)'),
    verifying: count.describe('Orders whose payment is being verified on chain'),
  }),
  paymentsNeedingDecision: count.describe(
    'Payments an admin may confirm or reject: verifying, underpaid or late (the Payments needs_decision filter)',
  ),
  licences: z.object({
    active: count.describe('Licences active and not past their end'),
    expiringWithin7Days: count.describe('Active licences that end within the next 7 days'),
  }),
  robots: z
    .object({ online: count, offline: count })
    .describe('Every licence not revoked, online when its robot reported within the last 2 minutes'),
  openTickets: count.describe('Support tickets in the status open'),
  asOf: timestampSchema.describe('When the figures were taken'),
});
export type Overview = z.infer<typeof overviewSchema>;

export const overviewResponseSchema = success({ overview: overviewSchema });
