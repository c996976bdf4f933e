// The simulated robots against the real API on a port: licences issued as the CLI does, a
// backfill, live rounds, and the shop's read models holding exactly what the simulation traded.
import type { AddressInfo } from 'node:net';
import { releaseDecider, releaseStream } from '@shop/domain';
import { handleCommand } from '@shop/infra';
import { eventually } from '@shop/infra/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LATEST_RELEASES_CACHE_MS } from '../../command-api/src/robot/latest-releases.js';
import { totpCode } from '../../command-api/src/users/two-factor/totp.js';
import { signUpAdmin } from '../../command-api/test/helpers/sessions.js';
import { createTestApp, type TestApp } from '../../command-api/test/helpers/test-app.js';
import { issueLicences } from './cli.js';
import { DAY_MS } from './market.js';
import type { RobotIdentity } from './reports.js';
import { createRobotSimulation } from './robot.js';
import { runSimulatedRobots } from './run.js';

let t: TestApp;
let url: string;
let robots: RobotIdentity[];

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signUpAdmin(t, 'robotsim');
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const email = `${admin.username}@example.com`;
  // The admin's app was set up at the test clock's step: the sign-in's code is the next step's.
  const totpCodeNow = () => totpCode(admin.totpSecret!, new Date(t.clock.now.getTime() + 30_000));
  robots = await issueLicences(url, { email, password: 'Tr4ding!Robot', totpCode: totpCodeNow }, 2, 30);
}, 60_000);
afterAll(async () => t?.close());

async function waitForProjectors() {
  const head = await t.store.headPosition();
  await eventually(
    async () => {
      const { rows } = await t.database.pool.query<{ behind: string }>(
        `select count(*) as behind from projection_checkpoints where position <> $1`,
        [`${head.commit}/${head.prepare}`],
      );
      return rows[0]!.behind;
    },
    { what: 'every projector at the head of the log', accept: (behind) => behind === '0', intervalMs: 50 },
  );
}

/**
 * The simulation's fetch, counting the live rounds' position snapshots and the requests under way. Each
 * answer is read whole before it is handed on, so the requests of one round follow one another without
 * a pause in which no request is under way: none under way means no round is half done.
 */
function countingFetch() {
  const counts = { positions: 0, underWay: 0 };
  const counted: typeof fetch = async (input, init) => {
    counts.underWay += 1;
    try {
      const answer = await fetch(input, init);
      const body = await answer.arrayBuffer();
      if (String(input).endsWith('/api/robot/positions')) counts.positions += 1;
      return new Response(body, {
        status: answer.status,
        statusText: answer.statusText,
        headers: answer.headers,
      });
    } finally {
      counts.underWay -= 1;
    }
  };
  return { counts, fetch: counted };
}

describe('simulated robots against the API', () => {
  it('backfill and live rounds land in the read models exactly as simulated', async () => {
    expect(robots).toHaveLength(2);
    expect(new Set(robots.map((r) => r.accountNumber)).size).toBe(2);
    const start = new Date(Math.floor((Date.now() - 5 * DAY_MS) / DAY_MS) * DAY_MS);
    const stop = new AbortController();
    const lines: string[] = [];
    const live = countingFetch();
    const running = runSimulatedRobots({
      url,
      robots,
      intervalSeconds: 0.4,
      backfillDays: 5,
      seed: 'it',
      start,
      signal: stop.signal,
      log: (line) => lines.push(line),
      client: { fetch: live.fetch },
    });
    // Both backfills, then a few live rounds (the machine may be slow: wait for them, not for a time),
    // stopped between rounds: a report not sent because the run stopped would count as failed.
    await eventually(() => lines.filter((line) => line.includes('backfilled')).length >= 2, {
      what: 'both backfills',
      timeoutMs: 30_000,
      explain: () => lines.join('\n'),
    });
    await eventually(() => live.counts.positions >= 4 && live.counts.underWay === 0, {
      what: 'four live rounds done, none under way',
      explain: () => lines.join('\n'),
      intervalMs: 5,
    });
    stop.abort();
    const totals = await running;

    expect(totals.refused).toBe(0);
    expect(totals.rounds).toBeGreaterThanOrEqual(4);
    for (const kind of ['heartbeat', 'positions', 'deals', 'equity'] as const) {
      expect(totals.reports[kind].failed, `${kind}: ${lines.join('\n')}`).toBe(0);
      expect(totals.reports[kind].ok).toBeGreaterThan(0);
    }

    await waitForProjectors();
    for (const robot of robots) {
      // The same simulation the runner ran: its deals up to now are what the shop must hold.
      const twin = createRobotSimulation({
        ...robot,
        seed: `it:${robot.licenseKey}:${robot.accountNumber}`,
        start,
      });
      const { deals } = twin.history(10, new Date());
      const { rows } = await t.database.pool.query<{ tickets: string[]; profit: number; samples: string }>(
        `select (select coalesce(array_agg(d.ticket), '{}') from robot_deals d where d.licence_id = l.licence_id) as tickets,
                (select coalesce(sum(profit + commission + swap), 0) from robot_deals d
                  where d.licence_id = l.licence_id) as profit,
                (select count(*) from robot_equity e where e.licence_id = l.licence_id) as samples
           from licences l where l.license_key = $1`,
        [robot.licenseKey],
      );
      const row = rows[0]!;
      // Deals closing in the seconds between the run and this twin may be missing there.
      expect(row.tickets.length).toBeGreaterThanOrEqual(deals.length - 1);
      expect(row.tickets.length).toBeLessThanOrEqual(deals.length);
      expect(Number(row.samples)).toBeGreaterThanOrEqual(5 * 24 - 24);
      // Matched by ticket, not by place: the one the run did not send need not be the twin's last.
      const storedTickets = new Set(row.tickets);
      const stored = deals.filter((deal) => storedTickets.has(String(deal.ticket)));
      expect(stored).toHaveLength(row.tickets.length);
      expect(Number(row.profit)).toBeCloseTo(
        stored.reduce((sum, d) => sum + d.profit + d.commission + d.swap, 0),
        2,
      );
    }
  }, 60_000);

  it('a robot whose licence check fails stays silent', async () => {
    const stop = new AbortController();
    const running = runSimulatedRobots({
      url,
      robots: [{ licenseKey: robots[0]!.licenseKey, accountNumber: 11_111_111 }],
      intervalSeconds: 0.2,
      backfillDays: 1,
      signal: stop.signal,
      // Stopped only once refused: stopping during the licence check would leave the verdict unread.
      log: (line) => {
        if (line.includes('stays silent')) stop.abort();
      },
    });
    const totals = await running;
    expect(totals.refused).toBe(1);
    expect(totals.reports.heartbeat.sent).toBe(0);
  });

  it('a robot running an older version than the latest release says an update is available, once', async () => {
    const now = t.clock.now.toISOString();
    await handleCommand(
      t.store,
      releaseStream('2.5.0'),
      releaseDecider,
      {
        type: 'PublishRelease',
        data: {
          version: '2.5.0',
          channel: 'stable',
          changelog: '',
          minMt5Build: 4000,
          fileName: 'Robot.ex5',
          sizeBytes: 1,
          sha256: 'cd'.repeat(32),
          publishedBy: 'robot-sim-test',
          now,
        },
      },
      { metadata: { actor: 'system:test', correlationId: 'robot-sim', causationId: null, occurredAt: now } },
    );
    await waitForProjectors();
    // The shop's answer about releases is kept a few seconds (by its clock): let it go.
    t.clock.now = new Date(t.clock.now.getTime() + LATEST_RELEASES_CACHE_MS);

    const lines: string[] = [];
    const stop = new AbortController();
    const running = runSimulatedRobots({
      url,
      robots,
      intervalSeconds: 0.2,
      backfillDays: 0,
      eaVersion: '2.4.1',
      signal: stop.signal,
      log: (line) => lines.push(line),
    });
    await eventually(() => lines.filter((line) => line.includes('update available')).length === 2, {
      what: 'both robots told of the update',
      explain: () => lines.join('\n'),
    });
    stop.abort();
    await running;
    expect(lines.filter((line) => line.includes('update available'))).toEqual(
      robots.map((robot) => `robot ${robot.accountNumber}: update available: 2.5.0`),
    );
  });
});
