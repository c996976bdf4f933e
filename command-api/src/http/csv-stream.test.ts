// The CSV stream over a real socket: the first rows reach the client while later ones are still being
// read, the whole file arrives in order, a download closed early stops the reading (and so frees the
// rows' transaction), a failing first read still answers with an error, and only a few run at once.
import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eventually } from '@shop/infra/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import errorHandler from '../plugins/app/error-handler.js';
import {
  type CsvColumn,
  EXPORTS_BUSY_MESSAGE,
  MAX_RUNNING_EXPORTS,
  mapBatches,
  sendCsvExport,
} from './csv-stream.js';

type Row = { n: number; label: string };
const COLUMNS: readonly CsvColumn<Row>[] = [
  { header: 'N', cell: (row) => row.n },
  { header: 'Label', cell: (row) => row.label },
];
const NOW = new Date('2026-03-15T10:00:00Z');

let app: FastifyInstance | undefined;
afterEach(async () => app?.close());

async function serve(batches: () => AsyncGenerator<Row[], void, undefined>): Promise<string> {
  app = Fastify();
  await app.register(errorHandler);
  app.get('/export.csv', (_request, reply) =>
    sendCsvExport(reply, { name: 'probe', now: NOW, columns: COLUMNS, batches: batches() }),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/export.csv`;
}

function download(url: string) {
  const received: string[] = [];
  let ended: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    ended = resolve;
  });
  const response = new Promise<IncomingMessage>((resolve, reject) => {
    const request = get(url, (message) => {
      message.setEncoding('utf8');
      message.on('data', (chunk: string) => received.push(chunk));
      message.on('end', ended);
      resolve(message);
    });
    request.on('error', reject);
  });
  return { received, text: () => received.join(''), response, ended: done };
}

const rows = (from: number, count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({ n: from + i, label: `row ${from + i}` }));

it('sends the first rows before the later ones are read, then the whole file in order', async () => {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let finished = false;
  const url = await serve(async function* () {
    yield rows(1, 2);
    await gate;
    yield rows(3, 1);
    finished = true;
  });

  const client = download(url);
  const message = await client.response;
  expect(message.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(message.headers['content-disposition']).toBe('attachment; filename="probe-2026-03-15.csv"');
  await eventually(async () => client.text(), {
    what: 'the header and the first batch',
    accept: (text) => text.includes('2,row 2\r\n'),
  });
  expect(finished).toBe(false);

  release();
  await client.ended;
  expect(client.text()).toBe('N,Label\r\n1,row 1\r\n2,row 2\r\n3,row 3\r\n');
  expect(finished).toBe(true);
});

it('stops reading rows, and closes the source, when the client goes away', async () => {
  let pulled = 0;
  let closed = false;
  const url = await serve(async function* () {
    try {
      for (;;) {
        pulled += 1;
        yield rows(pulled * 100, 100);
      }
    } finally {
      closed = true;
    }
  });

  const client = download(url);
  const message = await client.response;
  await eventually(async () => client.received.length, { what: 'the first bytes', accept: (n) => n > 0 });
  message.destroy();
  await eventually(async () => closed, { what: 'the source closed', accept: (done) => done });
  // An endless source: only backpressure kept it from being read without end.
  expect(pulled).toBeLessThan(100_000);
});

it('answers an error, not a file, when the first read fails', async () => {
  const url = await serve(async function* () {
    yield* [];
    throw new Error('database unavailable');
  });
  const client = download(url);
  const message = await client.response;
  await client.ended;
  expect(message.statusCode).toBe(500);
  expect(message.headers['content-type']).toContain('json');
});

it(`runs ${MAX_RUNNING_EXPORTS} exports at once, refuses another with 429, and takes one again once a download ends`, async () => {
  const gates: Array<() => void> = [];
  let holding = true;
  let opened = 0;
  const url = await serve(async function* () {
    opened += 1;
    yield rows(1, 1);
    if (holding) await new Promise<void>((resolve) => gates.push(resolve));
  });
  const running = Array.from({ length: MAX_RUNNING_EXPORTS }, () => download(url));
  await Promise.all(running.map((client) => client.response));
  await eventually(async () => gates.length, {
    what: 'every running export waiting for its second batch',
    accept: (waiting) => waiting === MAX_RUNNING_EXPORTS,
  });

  const refused = download(url);
  const message = await refused.response;
  await refused.ended;
  expect(message.statusCode).toBe(429);
  expect(JSON.parse(refused.text())).toMatchObject({ code: 'TOO_MANY_EXPORTS', error: EXPORTS_BUSY_MESSAGE });
  expect(opened).toBe(MAX_RUNNING_EXPORTS);

  gates.shift()!();
  await running[0]!.ended;
  const next = download(url);
  expect((await next.response).statusCode).toBe(200);
  holding = false;
  for (const release of gates.splice(0)) release();
  await Promise.all([...running.slice(1), next].map((client) => client.ended));
  expect(next.text()).toBe('N,Label\r\n1,row 1\r\n');
});

it('maps each batch of rows into what the columns read', async () => {
  async function* source() {
    yield [1, 2];
    yield [3];
  }
  const mapped: string[][] = [];
  for await (const batch of mapBatches(source(), (n) => `#${n}`)) mapped.push(batch);
  expect(mapped).toEqual([['#1', '#2'], ['#3']]);
});
