// TronGrid's `/v1/accounts/{address}/transactions/trc20` as the recorded node serves it: the query's
// filters, newest first unless `order_by=block_timestamp,asc`, pages chained by `fingerprint`, and
// no further page once a time window has given its ~1,000 rows (the caller moves `min_timestamp`).
import { TronWeb } from 'tronweb';
import type { Trc20Row } from './tron-fixtures/usdt-transfer-recording.js';

export const TRONGRID_MAX_PAGE = 200;
const TRONGRID_DEFAULT_PAGE = 20;
/** Rows one time window yields through fingerprints before TronGrid stops offering a next page. */
export const TRONGRID_WINDOW_ROWS = 1_000;

export interface HistoryLimits {
  pageSizeCap: number;
  windowRows: number;
}

/** TronGrid's v1 error body. */
export function v1Error(error: string, statusCode: number) {
  return { success: false, error, statusCode };
}

const encodeFingerprint = (offset: number) => Buffer.from(JSON.stringify({ offset })).toString('base64url');

function decodeFingerprint(fingerprint: string | null): number {
  if (!fingerprint) return 0;
  try {
    const { offset } = JSON.parse(Buffer.from(fingerprint, 'base64url').toString('utf8')) as {
      offset?: unknown;
    };
    return typeof offset === 'number' && Number.isSafeInteger(offset) && offset >= 0 ? offset : 0;
  } catch {
    return 0;
  }
}

/** Whether a recorded transfer's row passes the query's own filters. */
export function rowMatchesQuery(row: Trc20Row, account: string, query: URLSearchParams): boolean {
  const onlyTo = query.get('only_to') === 'true';
  const onlyFrom = query.get('only_from') === 'true';
  const contract = query.get('contract_address');
  const minTimestamp = Number(query.get('min_timestamp') ?? 0);
  const party = onlyTo
    ? row.to === account
    : onlyFrom
      ? row.from === account
      : row.to === account || row.from === account;
  return party && (!contract || row.token_info.address === contract) && row.block_timestamp >= minTimestamp;
}

/** One page of `rows` (already filtered) for `url`, as status and JSON body. */
export function trc20HistoryPage(
  account: string,
  url: URL,
  rows: Record<string, unknown>[],
  limits: HistoryLimits,
  baseUrl: string,
): { status: number; body: unknown } {
  if (!TronWeb.isAddress(account)) {
    return { status: 400, body: v1Error(`invalid address: ${account}`, 400) };
  }
  const query = url.searchParams;
  const limit = Math.min(Number(query.get('limit') ?? TRONGRID_DEFAULT_PAGE), limits.pageSizeCap);
  const oldestFirst = query.get('order_by') === 'block_timestamp,asc';
  const time = (row: Record<string, unknown>) => Number(row.block_timestamp ?? 0);
  const ordered = [...rows].sort((a, b) => (oldestFirst ? time(a) - time(b) : time(b) - time(a)));
  const offset = decodeFingerprint(query.get('fingerprint'));
  const data = ordered.slice(offset, offset + limit);
  const meta: Record<string, unknown> = { at: Date.now(), page_size: data.length };
  const nextOffset = offset + limit;
  if (nextOffset < ordered.length && nextOffset < limits.windowRows) {
    const next = new URLSearchParams(query);
    next.set('fingerprint', encodeFingerprint(nextOffset));
    meta.fingerprint = next.get('fingerprint');
    meta.links = { next: `${baseUrl}${url.pathname}?${next}` };
  }
  return { status: 200, body: { data, success: true, meta } };
}
