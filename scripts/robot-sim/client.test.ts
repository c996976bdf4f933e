import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { batches, createTelemetryClient, parseRetryAfter } from './client.js';
import type { Deal } from './reports.js';

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A local server answering each request with the next handler; returns its URL and the bodies seen. */
async function serve(...handlers: Handler[]) {
  const seen: { path: string; body: unknown; at: number }[] = [];
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      seen.push({ path: request.url ?? '', body: JSON.parse(body), at: performance.now() });
      const handler = handlers[Math.min(seen.length - 1, handlers.length - 1)]!;
      handler(request, body, response);
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, seen };
}

const reply =
  (status: number, body: object, headers: Record<string, string> = {}): Handler =>
  (_request, _body, response) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  };
const accepted = (n: number) => reply(200, { success: true, message: 'Report accepted', accepted: n });
const identity = { licenseKey: 'ABCDE-FGHJK-MNPQR-STUVW', accountNumber: 51234567 };
const heartbeat = { ...identity, eaVersion: '2.4.1', activePositions: 0, balance: 10_000, equity: 10_000 };
const deal = (ticket: number): Deal => ({
  ticket,
  symbol: 'EURUSD',
  type: 'SELL',
  volume: 0.3,
  price: 1.0862,
  profit: 30,
  commission: -2.1,
  swap: 0,
  comment: '[tp 1.08620]',
  time: '2025-06-02T10:00:00.000Z',
  openTime: '2025-06-02T08:00:00.000Z',
});

describe('the telemetry client', () => {
  it('retries a 429 after the retry-after the server asks for, then counts the acceptance', async () => {
    const { url, seen } = await serve(
      reply(
        429,
        { success: false, error: 'Too many requests', code: 'RATE_LIMITED' },
        { 'retry-after': '1' },
      ),
      accepted(2),
    );
    const client = createTelemetryClient({ baseUrl: url, baseDelayMs: 10, random: () => 0 });
    const outcome = await client.deals(identity, [deal(1), deal(2)]);

    expect(outcome).toMatchObject({ ok: true, accepted: 2, pending: [], rejected: [] });
    expect(seen.map((s) => s.path)).toEqual(['/api/robot/deals', '/api/robot/deals']);
    expect(seen[1]!.body).toEqual(seen[0]!.body);
    expect(seen[1]!.at - seen[0]!.at).toBeGreaterThanOrEqual(950);
    expect(client.totals().deals).toEqual({ sent: 1, ok: 1, failed: 0, accepted: 2, retries: 1 });
  });

  it('backs off exponentially on 5xx without retry-after, and gives up after its tries, keeping the items', async () => {
    const { url, seen } = await serve(
      reply(503, { success: false, error: 'Unavailable', code: 'UNAVAILABLE' }),
    );
    const client = createTelemetryClient({
      baseUrl: url,
      baseDelayMs: 40,
      random: () => 1,
      maxAttempts: { equity: 3 },
    });
    const samples = [{ time: '2025-06-02T10:00:00.000Z', balance: 10_000, equity: 10_012.5 }];
    const outcome = await client.equity(identity, samples);

    expect(outcome).toMatchObject({ ok: false, accepted: 0, pending: samples, rejected: [] });
    expect(seen).toHaveLength(3);
    const gaps = [seen[1]!.at - seen[0]!.at, seen[2]!.at - seen[1]!.at];
    expect(gaps[0]).toBeGreaterThanOrEqual(35);
    expect(gaps[1]).toBeGreaterThanOrEqual(75);
    expect(client.totals().equity).toMatchObject({ sent: 1, ok: 0, failed: 1, retries: 2 });
  });

  it('does not retry a 400, and reports the refusal for good', async () => {
    const { url, seen } = await serve(
      reply(400, { success: false, error: 'deals: Too big', code: 'VALIDATION_FAILED' }),
      accepted(1),
    );
    const client = createTelemetryClient({ baseUrl: url, baseDelayMs: 1 });
    const outcome = await client.deals(identity, [deal(3)]);

    expect(seen).toHaveLength(1);
    expect(outcome).toMatchObject({ ok: false, pending: [], rejected: [deal(3)] });
    expect(outcome.errors[0]).toBe('400 VALIDATION_FAILED: deals: Too big');
    expect(client.totals().deals).toMatchObject({ sent: 1, ok: 0, failed: 1, retries: 0 });
  });

  it('does not retry a 401 or 403 either', async () => {
    const { url, seen } = await serve(
      reply(403, { success: false, error: 'License expired', code: 'EXPIRED' }),
      accepted(1),
    );
    const client = createTelemetryClient({ baseUrl: url, baseDelayMs: 1 });
    const outcome = await client.heartbeat(heartbeat);
    expect(outcome).toMatchObject({ ok: false, status: 403, retryable: false, attempts: 1 });
    expect(seen).toHaveLength(1);
  });

  it('retries a connection that fails, as the server may be restarting', async () => {
    const { url } = await serve(accepted(1));
    const port = Number(new URL(url).port);
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    server = undefined;
    // The server is back as soon as the first try has failed (not after some time, which a busy machine stretches).
    const restart = () =>
      new Promise<void>((resolve) => {
        server = createServer((_request, response) => {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ success: true, message: 'Report accepted', accepted: 1 }));
        }).listen(port, '127.0.0.1', resolve);
      });
    const client = createTelemetryClient({
      baseUrl: url,
      baseDelayMs: 50,
      maxAttempts: { heartbeat: 6 },
      fetch: async (input, init) => {
        try {
          return await fetch(input, init);
        } finally {
          if (!server) await restart();
        }
      },
    });
    const outcome = await client.heartbeat(heartbeat);
    expect(outcome).toMatchObject({ ok: true, accepted: 1 });
    expect(outcome.attempts).toBeGreaterThan(1);
  });

  it('sends deals in batches of at most 500, and a positions snapshot never split', async () => {
    const { url, seen } = await serve((_request, body, response) => {
      const count = (JSON.parse(body) as { deals: unknown[] }).deals.length;
      accepted(count)(_request, body, response);
    });
    const client = createTelemetryClient({ baseUrl: url });
    const outcome = await client.deals(
      identity,
      Array.from({ length: 1_234 }, (_, i) => deal(i + 1)),
    );
    expect(outcome).toMatchObject({ ok: true, accepted: 1_234 });
    expect(seen.map((s) => (s.body as { deals: unknown[] }).deals.length)).toEqual([500, 500, 234]);

    const tooMany = Array.from({ length: 201 }, (_, i) => ({
      ticket: i,
      symbol: 'EURUSD',
      type: 'BUY' as const,
      volume: 0.01,
      openPrice: 1.08,
      currentPrice: 1.081,
      profit: 1,
      openTime: '2025-06-02T08:00:00.000Z',
    }));
    const refused = await client.positions({ ...identity, positions: tooMany });
    expect(refused).toMatchObject({ ok: false, retryable: false });
    expect(seen).toHaveLength(3);
  });
});

describe('retry-after and batching', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('3')).toBe(3000);
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
    const now = Date.parse('2025-06-02T10:00:00Z');
    expect(parseRetryAfter('Mon, 02 Jun 2025 10:00:05 GMT', now)).toBe(5000);
  });

  it('keeps every batch under the body limit', () => {
    const big = Array.from({ length: 100 }, (_, i) => ({ i, text: 'x'.repeat(3_000) }));
    const split = batches(big, 500, 64 * 1024);
    expect(split.flat()).toEqual(big);
    for (const batch of split) expect(Buffer.byteLength(JSON.stringify(batch))).toBeLessThan(64 * 1024);
  });
});
