// Reading the CSV exports back in tests: an RFC 4180 parser (quoted cells, doubled quotes, CRLF lines)
// and a call that answers the rows below the header.
import { expect } from 'vitest';
import type { Session } from './sessions.js';
import type { TestApp } from './test-app.js';

/** A cell (quoted, or plain up to the next comma or line end), then what ends it. */
const CELL = /("(?:[^"]|"")*"|[^,"\r\n]*)(,|\r\n|$)/y;

/** The CSV's lines as cells; the final CRLF ends the last line rather than starting an empty one. */
export function parseCsv(text: string): string[][] {
  const lines: string[][] = [];
  let cells: string[] = [];
  CELL.lastIndex = 0;
  while (CELL.lastIndex < text.length) {
    const match = CELL.exec(text);
    if (!match)
      throw new Error(`Not CSV at ${CELL.lastIndex}: ${text.slice(CELL.lastIndex, CELL.lastIndex + 40)}`);
    const [, raw = '', end] = match;
    cells.push(raw.startsWith('"') ? raw.slice(1, -1).replaceAll('""', '"') : raw);
    if (end === ',') continue;
    lines.push(cells);
    cells = [];
    if (end === '') break;
  }
  return lines;
}

export interface CsvAnswer {
  header: string[];
  rows: string[][];
  text: string;
  fileName: string | undefined;
}

/** GETs an export as `session`, expects a CSV attachment, and answers its header and rows. */
export async function exportCsv(t: TestApp, url: string, session: Session): Promise<CsvAnswer> {
  const response = await t.app.inject({ method: 'GET', url, headers: session.auth });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  const disposition = String(response.headers['content-disposition']);
  const [header = [], ...rows] = parseCsv(response.body);
  return { header, rows, text: response.body, fileName: /filename="([^"]+)"/.exec(disposition)?.[1] };
}
