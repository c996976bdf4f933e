// Runs simulated robots against a shop: each checks its licence (and says when the shop offers a newer
// release than the one it runs), backfills its history once, then reports every interval (heartbeat, positions, new deals, equity when due). Robots are spread
// evenly over the interval, so N robots make a steady stream rather than one burst.
import { type ClientTotals, createTelemetryClient, type TelemetryClientOptions } from './client.js';
import { DAY_MS } from './market.js';
import type { Deal, EquitySample, RobotIdentity } from './reports.js';
import { createRobotSimulation, type RobotSimulation } from './robot.js';

export interface RunSimulatedRobotsOptions {
  url: string;
  robots: readonly RobotIdentity[];
  intervalSeconds?: number;
  /** Days of history sent once at start (default 90); 0 sends none. */
  backfillDays?: number;
  seed?: number | string;
  signal: AbortSignal;
  /**
   * When the simulated accounts were funded (default: midnight UTC `backfillDays` ago). Give a
   * fixed date to make restarts replay the very same history, so the deals deduplicate by ticket.
   */
  start?: Date;
  startBalance?: number;
  /** Progress and problems, one line each (default: none). */
  log?: (line: string) => void;
  client?: Omit<TelemetryClientOptions, 'baseUrl' | 'signal'>;
  /** The version the robots report (default 2.4.1). */
  eaVersion?: string;
}

export interface RunTotals {
  robots: number;
  /** Robots whose licence check did not pass (they sent nothing). */
  refused: number;
  rounds: number;
  /** Rounds skipped because the robot's previous round was still being sent. */
  skipped: number;
  reports: ClientTotals;
}

export const EA_VERSION = '2.4.1';
/** Samples kept for a server that stays down (a robot keeps about 17 days of 5-minute samples). */
const MAX_PENDING_SAMPLES = 5_000;

interface Robot {
  identity: RobotIdentity;
  simulation: RobotSimulation;
  pendingDeals: Deal[];
  pendingSamples: EquitySample[];
  busy: boolean;
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted || ms <= 0) return resolve();
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

export async function runSimulatedRobots(options: RunSimulatedRobotsOptions): Promise<RunTotals> {
  const { signal } = options;
  const log = options.log ?? (() => {});
  const intervalMs = (options.intervalSeconds ?? 30) * 1000;
  const backfillDays = options.backfillDays ?? 90;
  const eaVersion = options.eaVersion ?? EA_VERSION;
  const url = options.url.replace(/\/+$/, '');
  const client = createTelemetryClient({ ...options.client, baseUrl: url, signal });
  const start = options.start ?? new Date(Math.floor((Date.now() - backfillDays * DAY_MS) / DAY_MS) * DAY_MS);
  const totals = { robots: options.robots.length, refused: 0, rounds: 0, skipped: 0 };

  const robots: Robot[] = [];
  for (const identity of options.robots) {
    const { verdict, updateTo } = await checkLicence(url, identity, eaVersion, signal);
    if (signal.aborted) break;
    if (updateTo) log(`robot ${identity.accountNumber}: update available: ${updateTo}`);
    if (verdict !== 'valid') {
      totals.refused += 1;
      log(`robot ${identity.accountNumber}: licence check says ${verdict}; it stays silent`);
      continue;
    }
    const simulation = createRobotSimulation({
      ...identity,
      seed: `${options.seed ?? 1}:${identity.licenseKey}:${identity.accountNumber}`,
      start,
      startBalance: options.startBalance,
      eaVersion,
    });
    robots.push({ identity, simulation, pendingDeals: [], pendingSamples: [], busy: false });
  }

  const send = async (robot: Robot) => {
    robot.busy = true;
    try {
      await sendDue(robot);
    } catch (error) {
      log(`robot ${robot.identity.accountNumber}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      robot.busy = false;
    }
  };

  async function sendDue(robot: Robot) {
    const { identity } = robot;
    const due = robot.simulation.step(new Date());
    await client.heartbeat(due.heartbeat);
    await client.positions(due.positions);
    robot.pendingDeals.push(...due.deals);
    robot.pendingSamples.push(...due.samples);
    await flush(robot, identity);
  }

  /** Deals are sent until accepted (or refused for good); samples too, within a bound. */
  async function flush(robot: Robot, identity: RobotIdentity) {
    if (robot.pendingDeals.length > 0) {
      const outcome = await client.deals(identity, robot.pendingDeals);
      robot.pendingDeals = outcome.pending;
      if (outcome.rejected.length > 0)
        log(
          `robot ${identity.accountNumber}: ${outcome.rejected.length} deals refused: ${outcome.errors[0]}`,
        );
    }
    if (robot.pendingSamples.length > 0) {
      const outcome = await client.equity(identity, robot.pendingSamples);
      robot.pendingSamples = outcome.pending.slice(-MAX_PENDING_SAMPLES);
      if (outcome.rejected.length > 0)
        log(
          `robot ${identity.accountNumber}: ${outcome.rejected.length} samples refused: ${outcome.errors[0]}`,
        );
    }
  }

  if (backfillDays > 0) {
    for (const robot of robots) {
      if (signal.aborted) break;
      const days = (Date.now() - start.getTime()) / DAY_MS;
      const { deals, samples } = robot.simulation.history(days, new Date());
      robot.pendingDeals.push(...deals);
      robot.pendingSamples.push(...samples);
      await flush(robot, robot.identity);
      log(
        `robot ${robot.identity.accountNumber}: backfilled ${deals.length} deals, ${samples.length} samples`,
      );
    }
  }

  const inFlight = new Set<Promise<void>>();
  const began = Date.now();
  for (let turn = 0; robots.length > 0 && !signal.aborted; turn += 1) {
    await wait(began + (turn * intervalMs) / robots.length - Date.now(), signal);
    if (signal.aborted) break;
    const robot = robots[turn % robots.length]!;
    if (robot.busy) {
      totals.skipped += 1;
      continue;
    }
    totals.rounds += 1;
    const sending = send(robot);
    inFlight.add(sending);
    void sending.then(() => inFlight.delete(sending));
  }
  await Promise.all(inFlight);
  return { ...totals, reports: client.totals() };
}

interface CheckAnswer {
  verdict: 'valid' | string;
  /** The newer release the shop offers, when it says an update is available. */
  updateTo?: string;
}

/** What a robot does before trading: ask whether its licence is good for this account. */
async function checkLicence(
  url: string,
  identity: RobotIdentity,
  eaVersion: string,
  signal: AbortSignal,
): Promise<CheckAnswer> {
  // A licence issued a moment ago may not be readable yet: ask again a few times.
  for (let attempt = 1; ; attempt += 1) {
    let response: Response;
    try {
      response = await fetch(`${url}/api/robot/licence/check`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...identity, eaVersion }),
        signal: AbortSignal.any([signal, AbortSignal.timeout(10_000)]),
      });
    } catch (error) {
      if (signal.aborted || attempt >= 5) return { verdict: `unreachable (${(error as Error).message})` };
      await wait(1000 * attempt, signal);
      continue;
    }
    const body = (await response.json().catch(() => ({}))) as {
      valid?: boolean;
      reason?: string;
      latestVersion?: string | null;
      updateAvailable?: boolean;
    };
    if (response.status === 429 && attempt < 10) {
      const seconds = Number(response.headers.get('retry-after') ?? '5');
      await wait((Number.isFinite(seconds) ? seconds : 5) * 1000 + Math.random() * 1000, signal);
      continue;
    }
    if (body.reason === 'UNKNOWN_KEY' && attempt < 10 && !signal.aborted) {
      await wait(500 * attempt, signal);
      continue;
    }
    const updateTo = body.updateAvailable && body.latestVersion ? body.latestVersion : undefined;
    return { verdict: body.valid === true ? 'valid' : (body.reason ?? `HTTP ${response.status}`), updateTo };
  }
}
