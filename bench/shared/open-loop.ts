// An open-loop load generator: request i is due at start + i / rate whatever happened to the ones
// before it (robots do not wait for each other), and its latency is counted from when it was due,
// so a stalled server shows up in the figures instead of quietly slowing the generator down
// (no coordinated omission). Keep-alive sockets, as a robot's WinINet connection would be.
// Requests are POSTs of JSON unless a planned request names another method or adds headers.
import { Agent, request } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface PlannedRequest {
  /** Label for the per-kind figures (heartbeat, positions, ...). */
  kind: string;
  path: string;
  body?: string;
  /** POST unless given. */
  method?: string;
  /** Added to the JSON content type, e.g. a bearer session. */
  headers?: Record<string, string>;
}

export interface OpenLoopOptions {
  url: string;
  rate: number;
  seconds: number;
  next: () => PlannedRequest;
  maxSockets?: number;
  timeoutMs?: number;
  /** Length of the windows `byWindow` summarises, by due time (30 s). */
  windowSeconds?: number;
}

export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface OpenLoopResult {
  planned: number;
  ok: number;
  non2xx: number;
  socketErrors: number;
  timeouts: number;
  statuses: Record<string, number>;
  /** A few distinct error texts, for the report. */
  errorSamples: string[];
  /** From the first due time to the last answer. */
  seconds: number;
  /** 2xx answers per second over `seconds`. */
  achievedRate: number;
  latency: LatencySummary;
  byKind: Record<string, LatencySummary>;
  /** The 2xx latencies of the requests due in each window of `windowSeconds`, in order: what changes over a long run. */
  byWindow: LatencySummary[];
  maxInFlight: number;
  /**
   * This process's own event-loop delay while it ran (ms): a request it sends late counts its wait in
   * the latency, so a tail the generator made itself shows here rather than passing for the server's.
   */
  generatorDelay: { p99: number; max: number };
}

export function summarize(latencies: number[]): LatencySummary {
  const sorted = Float64Array.from(latencies).sort();
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  return { count: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) ?? 0 };
}

export async function runOpenLoop(options: OpenLoopOptions): Promise<OpenLoopResult> {
  const target = new URL(options.url);
  // Idle sockets are closed here after 30 s, before the server's keep-alive timeout (Fastify: 72 s) can
  // close one just as a request goes out on it (a "socket hang up" that no server could prevent).
  const agent = new Agent({
    keepAlive: true,
    maxSockets: options.maxSockets ?? 256,
    maxFreeSockets: 256,
    timeout: 30_000,
  });
  const timeoutMs = options.timeoutMs ?? 10_000;
  const planned = Math.round(options.rate * options.seconds);
  const intervalMs = 1000 / options.rate;
  const latencies: number[] = [];
  const byKind = new Map<string, number[]>();
  const windowMs = (options.windowSeconds ?? 30) * 1000;
  const byWindow: number[][] = [];
  const statuses: Record<string, number> = {};
  const errorSamples = new Set<string>();
  let ok = 0;
  let non2xx = 0;
  let socketErrors = 0;
  let timeouts = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  let lastAnswer = 0;
  let sent = 0;

  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const started = performance.now();
  await new Promise<void>((resolve) => {
    let finished = 0;
    const done = () => {
      inFlight -= 1;
      finished += 1;
      if (finished === planned) resolve();
    };
    const fire = (dueAt: number) => {
      const planned = options.next();
      const payload = Buffer.from(planned.body ?? '');
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      const req = request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          method: planned.method ?? 'POST',
          path: planned.path,
          headers: {
            ...planned.headers,
            ...(planned.body === undefined
              ? {}
              : { 'content-type': 'application/json', 'content-length': payload.length }),
          },
          timeout: timeoutMs,
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            if (text.length < 500) text += chunk;
          });
          res.on('end', () => {
            lastAnswer = performance.now();
            const status = res.statusCode ?? 0;
            statuses[status] = (statuses[status] ?? 0) + 1;
            if (status >= 200 && status < 300) {
              ok += 1;
              const latency = lastAnswer - dueAt;
              latencies.push(latency);
              const kind = byKind.get(planned.kind) ?? [];
              if (kind.length === 0) byKind.set(planned.kind, kind);
              kind.push(latency);
              const window = Math.floor((dueAt - started) / windowMs);
              byWindow[window] ??= [];
              byWindow[window].push(latency);
            } else {
              non2xx += 1;
              if (errorSamples.size < 5) errorSamples.add(`${status} ${planned.path}: ${text.slice(0, 200)}`);
            }
            done();
          });
          res.on('error', () => {});
        },
      );
      req.on('timeout', () => {
        timeouts += 1;
        req.destroy(new Error(`no answer within ${timeoutMs} ms`));
      });
      req.on('error', (error) => {
        lastAnswer = performance.now();
        socketErrors += 1;
        if (errorSamples.size < 5) errorSamples.add(`${planned.path}: ${error.message}`);
        done();
      });
      req.end(payload);
    };
    // Every millisecond or so, send whatever has fallen due.
    const tick = () => {
      const now = performance.now();
      while (sent < planned && started + sent * intervalMs <= now) {
        fire(started + sent * intervalMs);
        sent += 1;
      }
      if (sent < planned) setTimeout(tick, 1);
    };
    if (planned === 0) resolve();
    else tick();
  });
  agent.destroy();
  delay.disable();

  const seconds = Math.max((lastAnswer - started) / 1000, options.seconds);
  return {
    planned,
    ok,
    non2xx,
    socketErrors,
    timeouts,
    statuses,
    errorSamples: [...errorSamples],
    seconds,
    achievedRate: ok / seconds,
    latency: summarize(latencies),
    byKind: Object.fromEntries([...byKind].map(([kind, values]) => [kind, summarize(values)])),
    byWindow: Array.from(byWindow, (values) => summarize(values ?? [])),
    maxInFlight,
    generatorDelay: { p99: delay.percentile(99) / 1e6, max: delay.max / 1e6 },
  };
}
