// One page of TronGrid's TRC-20 history for one address, oldest first from `min_timestamp`, through
// the request pacer; every failure becomes a ChainUnavailableError, and a 403 or 429 (TronGrid
// refusing the key or the rate) is marked so discovery stops asking instead of earning a longer ban.
import type { ChainUnavailableError } from '../chain-client.js';
import { describeFailure, failureBodyText, parseAnswer, unavailable } from './tron-failures.js';
import { type Trc20TransfersPage, trc20TransfersPage } from './tron-node-answers.js';
import type { RequestPacer } from './tron-request-pacing.js';

export const TRC20_HISTORY_ENDPOINT = 'GET /v1/accounts/{address}/transactions/trc20';
const REFUSED_STATUSES = new Set([403, 429]);

export interface PageQuery {
  address: string;
  minTimestamp: number;
  fingerprint: string | undefined;
}

export interface TronGridPagesOptions {
  apiUrl: string;
  apiKey?: string;
  officialToken: string;
  timeoutMs: number;
  pageSize: number;
  pace: RequestPacer;
}

const refusals = new WeakSet<ChainUnavailableError>();

/** Whether TronGrid refused the request for the key or the rate (403, 429): asking again now only extends the ban. */
export function isRefusal(error: unknown): boolean {
  return typeof error === 'object' && error !== null && refusals.has(error as ChainUnavailableError);
}

export function createTronGridPages(options: TronGridPagesOptions) {
  const { officialToken, timeoutMs, pageSize, pace } = options;
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.apiKey) headers['TRON-PRO-API-KEY'] = options.apiKey;

  function pageUrl({ address, minTimestamp, fingerprint }: PageQuery): string {
    const query = new URLSearchParams({
      only_to: 'true',
      only_confirmed: 'true',
      contract_address: officialToken,
      order_by: 'block_timestamp,asc',
      min_timestamp: String(minTimestamp),
      limit: String(pageSize),
    });
    if (fingerprint) query.set('fingerprint', fingerprint);
    return `${apiUrl}/v1/accounts/${encodeURIComponent(address)}/transactions/trc20?${query}`;
  }

  return async function fetchPage(query: PageQuery): Promise<Trc20TransfersPage> {
    const { response, body } = await pace(async () => {
      try {
        const answer = await fetch(pageUrl(query), { headers, signal: AbortSignal.timeout(timeoutMs) });
        return { response: answer, body: parseJson(await answer.text()) };
      } catch (error) {
        throw unavailable(TRC20_HISTORY_ENDPOINT, describeFailure(error, timeoutMs), error);
      }
    });
    if (!response.ok) {
      const said = failureBodyText(body);
      const error = unavailable(TRC20_HISTORY_ENDPOINT, `HTTP ${response.status}${said ? ` (${said})` : ''}`);
      if (REFUSED_STATUSES.has(response.status)) refusals.add(error);
      throw error;
    }
    return parseAnswer(trc20TransfersPage, body, TRC20_HISTORY_ENDPOINT);
  };
}

/** The body as JSON, or as the text itself when it is not JSON (a proxy's error page, a cut-off answer). */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
