// Sends robot reports to the shop the way a well-behaved expert advisor should: deals and equity
// samples in batches within the API's limits, 429 and 5xx (and lost connections) retried with
// exponential backoff and jitter, honouring `retry-after`; any other 4xx is final.
import { TELEMETRY_LIMITS } from '@shop/command-api/contracts';
import {
  type Deal,
  type EquitySample,
  type HeartbeatReport,
  type PositionsReport,
  REPORT_PATHS,
  type ReportKind,
  type RobotIdentity,
} from './reports.js';

export interface TelemetryClientOptions {
  baseUrl: string;
  fetch?: typeof fetch;
  /** Tries per report, the first included. Heartbeats are fire-and-forget: a newer one follows soon. */
  maxAttempts?: Partial<Record<ReportKind, number>>;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** The longest `retry-after` honoured; longer waits give up and leave the items pending. */
  maxRetryAfterMs?: number;
  timeoutMs?: number;
  /** Uniform in [0, 1), for the jitter. */
  random?: () => number;
  /** Stops retrying: waits end at once and no new try starts. */
  signal?: AbortSignal;
}

export interface SendOutcome {
  ok: boolean;
  /** HTTP status of the last try; null when no answer came (connection refused, timeout). */
  status: number | null;
  /** Items the server stored (its `accepted`). */
  accepted: number;
  attempts: number;
  /** A failure that may succeed later (429, 5xx, no answer): keep the items and send them again. */
  retryable: boolean;
  error?: string;
}

export interface BatchOutcome<T> {
  ok: boolean;
  accepted: number;
  /** Items to send again later (the server was busy or down). */
  pending: T[];
  /** Items the server refused for good (a 4xx other than 429). */
  rejected: T[];
  errors: string[];
}

export interface KindTotals {
  /** Reports sent (each counted once, however many tries it took). */
  sent: number;
  ok: number;
  failed: number;
  /** Items stored by the server. */
  accepted: number;
  retries: number;
}

export type ClientTotals = Record<ReportKind, KindTotals>;

const DEFAULT_ATTEMPTS: Record<ReportKind, number> = { heartbeat: 2, positions: 3, equity: 5, deals: 6 };
const EMPTY: KindTotals = { sent: 0, ok: 0, failed: 0, accepted: 0, retries: 0 };

/** `retry-after` in ms: delta seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  if (/^\s*\d+(\.\d+)?\s*$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

export const isRetryableStatus = (status: number) => status === 429 || status >= 500;

/** Splits items into batches of at most `max` items whose JSON stays well under the body limit. */
export function batches<T>(items: readonly T[], max: number, maxBytes = TELEMETRY_LIMITS.bodyBytes): T[][] {
  const budget = maxBytes - 1024;
  const result: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const item of items) {
    const size = Buffer.byteLength(JSON.stringify(item)) + 1;
    if (current.length > 0 && (current.length >= max || bytes + size > budget)) {
      result.push(current);
      current = [];
      bytes = 0;
    }
    current.push(item);
    bytes += size;
  }
  if (current.length > 0) result.push(current);
  return result;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
  });
}

async function readJson(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    return body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function createTelemetryClient(options: TelemetryClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const attemptsOf = (kind: ReportKind) => options.maxAttempts?.[kind] ?? DEFAULT_ATTEMPTS[kind];
  const baseDelayMs = options.baseDelayMs ?? 500;
  const maxDelayMs = options.maxDelayMs ?? 30_000;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 5 * 60_000;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const random = options.random ?? Math.random;
  const totals = Object.fromEntries(
    Object.keys(REPORT_PATHS).map((kind) => [kind, { ...EMPTY }]),
  ) as ClientTotals;

  /** Exponential backoff with jitter: half the step fixed, half random, so retries spread out. */
  function backoff(attempt: number): number {
    const step = Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1));
    return step / 2 + random() * (step / 2);
  }

  /** A request under way is let finish (within its timeout) when stopping: only waits are cut short. */
  async function tryOnce(path: string, body: unknown) {
    try {
      const response = await doFetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      return { response, json: await readJson(response) };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  }

  /** One report, tried until it succeeds, fails for good, or its tries run out. */
  async function send(kind: ReportKind, body: unknown): Promise<SendOutcome> {
    const tally = totals[kind];
    tally.sent += 1;
    const maxAttempts = attemptsOf(kind);
    let outcome: SendOutcome = { ok: false, status: null, accepted: 0, attempts: 0, retryable: true };
    for (let attempt = 1; attempt <= maxAttempts && !options.signal?.aborted; attempt += 1) {
      if (attempt > 1) tally.retries += 1;
      const result = await tryOnce(REPORT_PATHS[kind], body);
      if ('error' in result) {
        outcome = {
          ok: false,
          status: null,
          accepted: 0,
          attempts: attempt,
          retryable: true,
          error: result.error,
        };
      } else {
        const { response, json } = result;
        const accepted = typeof json.accepted === 'number' ? json.accepted : 0;
        if (response.ok) {
          tally.ok += 1;
          tally.accepted += accepted;
          return { ok: true, status: response.status, accepted, attempts: attempt, retryable: false };
        }
        const retryable = isRetryableStatus(response.status);
        const error = `${response.status} ${typeof json.code === 'string' ? `${json.code}: ` : ''}${
          typeof json.error === 'string' ? json.error : response.statusText
        }`;
        outcome = { ok: false, status: response.status, accepted: 0, attempts: attempt, retryable, error };
        if (!retryable) break;
        const retryAfter = parseRetryAfter(response.headers.get('retry-after'));
        if (retryAfter !== undefined && retryAfter > maxRetryAfterMs) break;
        if (attempt < maxAttempts) {
          // The server's wait, plus a little jitter so robots told the same do not return together.
          const wait = retryAfter === undefined ? backoff(attempt) : retryAfter + random() * baseDelayMs;
          await sleep(wait, options.signal);
          continue;
        }
      }
      if (attempt < maxAttempts) await sleep(backoff(attempt), options.signal);
    }
    tally.failed += 1;
    return outcome;
  }

  async function sendBatches<T>(
    kind: 'deals' | 'equity',
    identity: RobotIdentity,
    items: readonly T[],
    max: number,
  ): Promise<BatchOutcome<T>> {
    const result: BatchOutcome<T> = { ok: true, accepted: 0, pending: [], rejected: [], errors: [] };
    const field = kind === 'deals' ? 'deals' : 'samples';
    for (const batch of batches(items, max)) {
      // Once the server is down, the rest waits for the next round instead of queueing retries.
      if (result.pending.length > 0) {
        result.pending.push(...batch);
        continue;
      }
      const outcome = await send(kind, { ...identity, [field]: batch });
      result.accepted += outcome.accepted;
      if (outcome.ok) continue;
      result.ok = false;
      if (outcome.error) result.errors.push(outcome.error);
      (outcome.retryable ? result.pending : result.rejected).push(...batch);
    }
    return result;
  }

  return {
    totals: (): ClientTotals =>
      Object.fromEntries(Object.entries(totals).map(([kind, t]) => [kind, { ...t }])) as ClientTotals,
    send,
    heartbeat: (report: HeartbeatReport) => send('heartbeat', report),
    /** A snapshot must be whole (a position missing from it counts as closed), so it is never split. */
    positions(report: PositionsReport): Promise<SendOutcome> {
      if (report.positions.length > TELEMETRY_LIMITS.positions) {
        totals.positions.sent += 1;
        totals.positions.failed += 1;
        const error = `${report.positions.length} open positions: more than the ${TELEMETRY_LIMITS.positions} one snapshot may carry`;
        return Promise.resolve({
          ok: false,
          status: null,
          accepted: 0,
          attempts: 0,
          retryable: false,
          error,
        });
      }
      return send('positions', report);
    },
    deals: (identity: RobotIdentity, deals: readonly Deal[]) =>
      sendBatches('deals', identity, deals, TELEMETRY_LIMITS.deals),
    equity: (identity: RobotIdentity, samples: readonly EquitySample[]) =>
      sendBatches('equity', identity, samples, TELEMETRY_LIMITS.samples),
  };
}
