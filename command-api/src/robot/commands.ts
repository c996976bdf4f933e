// Robot reports (issue 7): heartbeat, positions, deals and equity, authenticated by licence key +
// account number, size-limited and rate-limited per licence. See ROBOTS.md.
import { normalizeLicenceKey } from '@shop/domain';
import type { EventMetadata } from '@shop/infra';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { problemResponses } from '../contracts/envelope.js';
import {
  dealsRequestSchema,
  equityRequestSchema,
  heartbeatRequestSchema,
  positionsRequestSchema,
  reportResponseSchema,
  TELEMETRY_LIMITS,
  TELEMETRY_MESSAGES,
} from '../contracts/robot.js';
import { createRobotAddressLimits } from './address-limits.js';
import type { RobotIdentity } from './identity.js';
import type { RobotReports } from './service.js';

const errors = problemResponses(400, 401, 403, 413, 429);

/** Per licence and report kind, per minute: a robot reporting every few seconds stays well below. */
const REPORTS_PER_MINUTE = 120;

const robotReportCommands: FastifyPluginAsyncZod<{ identity: RobotIdentity; reports: RobotReports }> = async (
  app,
  { identity, reports },
) => {
  // Per address, before the per-licence limit: every report kind shares one count of refused keys.
  const addressLimits = createRobotAddressLimits();
  const route = <Body extends { licenseKey: string; accountNumber: number }>(
    path: string,
    summary: string,
    body: ZodType<Body>,
    store: (licenceId: string, report: Body, metadata: EventMetadata) => Promise<number>,
  ) =>
    app.post(
      path,
      {
        bodyLimit: TELEMETRY_LIMITS.bodyBytes,
        onRequest: addressLimits.checkAddress,
        config: {
          access: 'robot',
          rateLimit: {
            max: REPORTS_PER_MINUTE,
            timeWindow: 60_000,
            // After validation, so the limit counts per licence rather than per address.
            hook: 'preHandler',
            keyGenerator: (request) =>
              `${path}:${normalizeLicenceKey((request.body as { licenseKey?: string } | undefined)?.licenseKey ?? '')}`,
          },
        },
        schema: { tags: ['robot'], summary, body, response: { 200: reportResponseSchema, ...errors } },
      },
      async (request) => {
        const report = request.body as Body;
        const licenceId = await addressLimits.identified(request, () =>
          identity.licenceOf(report.licenseKey, report.accountNumber),
        );
        const accepted = await store(licenceId, report, request.eventMetadata(`robot:${licenceId}`));
        return { success: true as const, message: TELEMETRY_MESSAGES.accepted, accepted };
      },
    );

  route(
    '/api/robot/heartbeat',
    'Heartbeat: the robot is alive (every 30 s)',
    heartbeatRequestSchema,
    (id, r, metadata) =>
      reports.heartbeat(
        id,
        { eaVersion: r.eaVersion, activePositions: r.activePositions, balance: r.balance, equity: r.equity },
        metadata,
      ),
  );
  route(
    '/api/robot/positions',
    'Snapshot of every open position',
    positionsRequestSchema,
    (id, r, metadata) =>
      reports.positions(
        id,
        r.positions.map((position) => ({ ...position, ticket: String(position.ticket) })),
        metadata,
      ),
  );
  route('/api/robot/deals', 'Closed deals (stored once per ticket)', dealsRequestSchema, (id, r, metadata) =>
    reports.deals(
      id,
      r.deals.map((deal) => ({ ...deal, ticket: String(deal.ticket), openTime: deal.openTime ?? null })),
      metadata,
    ),
  );
  route('/api/robot/equity', 'Balance and equity samples', equityRequestSchema, (id, r, metadata) =>
    reports.equity(id, r.samples, metadata),
  );
};

export default robotReportCommands;
