// Streams a CSV export to the client: the header line, then each batch of rows read from the database as
// CSV lines, through a Node Readable that pulls the next batch only when the socket has taken the last
// (backpressure), so a 100,000-row export holds a batch or two in memory, never the whole file. A few
// run at once per process: each holds a pooled connection and a snapshot until its download ends.
import { Readable } from 'node:stream';
import { DomainError } from '@shop/domain';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { problemResponses } from '../contracts/envelope.js';
import { type CsvCell, csvLine, datedCsvFileName } from './csv.js';

/** One column of an export: its header and the cell it writes for a row. */
export interface CsvColumn<Row> {
  header: string;
  cell: (row: Row) => CsvCell;
}

export interface CsvExport<Row> {
  /** The file's name before its date: `licenses` → `licenses-2026-03-15.csv`. */
  name: string;
  now: Date;
  columns: readonly CsvColumn<Row>[];
  /** The rows in the file's order, a batch at a time (projections' rowsInOneSnapshot). */
  batches: AsyncGenerator<Row[], void, undefined>;
}

/** The OpenAPI responses of an export route: the CSV file, or a problem. */
export const csvExportResponses = {
  200: {
    description: 'The CSV file (RFC 4180, CRLF lines, a header line first), streamed',
    content: { 'text/csv': { schema: z.string() } },
  },
  ...problemResponses(400, 401, 403, 429),
};

/** Downloads running at once in one API process; more would take the pool's connections from the lists. */
export const MAX_RUNNING_EXPORTS = 4;
let runningExports = 0;

export const EXPORTS_BUSY_MESSAGE = `${MAX_RUNNING_EXPORTS} exports are already running: try again when one has finished`;

/**
 * Answers with the export as an attachment. The first batch is read before anything is sent, so a
 * failing query still answers with the error envelope; a failure later can only cut the download short
 * (the client sees an incomplete transfer, never a file that looks whole).
 */
export async function sendCsvExport<Row>(reply: FastifyReply, csv: CsvExport<Row>): Promise<FastifyReply> {
  if (runningExports >= MAX_RUNNING_EXPORTS) {
    // Not started yet, so it holds no connection: closing it only tidies up.
    await csv.batches.return();
    throw new DomainError('TOO_MANY_EXPORTS', EXPORTS_BUSY_MESSAGE, 'rate_limited');
  }
  runningExports += 1;
  let first: IteratorResult<Row[], void>;
  try {
    first = await csv.batches.next();
  } catch (error) {
    runningExports -= 1;
    throw error;
  }
  const body = Readable.from(csvText(csv, first.done ? [] : first.value), { objectMode: false });
  // Ended, failed or closed by the client, even before its first read: the slot is given back and the
  // rows' transaction rolled back, its connection freed (a no-op once the rows are all read).
  body.once('close', () => {
    runningExports -= 1;
    csv.batches.return().catch(() => {});
  });
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${datedCsvFileName(csv.name, csv.now)}"`)
    .header('cache-control', 'no-store')
    .send(body);
}

async function* csvText<Row>(csv: CsvExport<Row>, firstBatch: Row[]): AsyncGenerator<string> {
  yield csvLine(csv.columns.map((column) => column.header));
  if (firstBatch.length > 0) yield csvLines(csv.columns, firstBatch);
  for await (const batch of csv.batches) yield csvLines(csv.columns, batch);
}

function csvLines<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  let text = '';
  for (const row of rows) text += csvLine(columns.map((column) => column.cell(row)));
  return text;
}

/** The batches with each row turned into what the columns read (a row into its API view). */
export async function* mapBatches<Row, View>(
  batches: AsyncGenerator<Row[], void, undefined>,
  toView: (row: Row) => View,
): AsyncGenerator<View[], void, undefined> {
  for await (const batch of batches) yield batch.map(toView);
}
