// Discovery of candidate payments through TronGrid's indexed TRC-20 history: for each watched
// address, confirmed official-token transfers to it since the order's start, page by page.
// java-tron itself has no "transfers to address" query, so this is the one TronGrid-only call.
import type { DiscoveredTransfer, Discovery, WatchedAddress } from '../chain-client.js';
import { isTronAddress } from './tron-addresses.js';
import { describeFailure, failureBodyText, parseAnswer, unavailable } from './tron-failures.js';
import { type Trc20TransfersPage, trc20TransfersPage } from './tron-node-answers.js';

export interface TronGridDiscoveryOptions {
  apiUrl: string;
  apiKey?: string;
  officialToken: string;
  timeoutMs: number;
  /** TronGrid's largest page. */
  pageSize?: number;
  /** Pages read per address and call, so one spammed address cannot stall the watcher. */
  maxPagesPerAddress?: number;
}

const ENDPOINT = 'GET /v1/accounts/{address}/transactions/trc20';

export function createTronGridDiscovery(options: TronGridDiscoveryOptions) {
  const { officialToken, timeoutMs, pageSize = 200, maxPagesPerAddress = 20 } = options;
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.apiKey) headers['TRON-PRO-API-KEY'] = options.apiKey;

  function pageUrl(watched: WatchedAddress, fingerprint: string | undefined): string {
    const query = new URLSearchParams({
      only_to: 'true',
      only_confirmed: 'true',
      contract_address: officialToken,
      min_timestamp: String(watched.since.getTime()),
      limit: String(pageSize),
    });
    if (fingerprint) query.set('fingerprint', fingerprint);
    return `${apiUrl}/v1/accounts/${encodeURIComponent(watched.address)}/transactions/trc20?${query}`;
  }

  async function fetchPage(url: string): Promise<Trc20TransfersPage> {
    let response: Response;
    let body: unknown;
    try {
      response = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
      const text = await response.text();
      body = parseJson(text);
    } catch (error) {
      throw unavailable(ENDPOINT, describeFailure(error, timeoutMs), error);
    }
    if (!response.ok) {
      const said = failureBodyText(body);
      throw unavailable(ENDPOINT, `HTTP ${response.status}${said ? ` (${said})` : ''}`);
    }
    return parseAnswer(trc20TransfersPage, body, ENDPOINT);
  }

  async function transfersTo(watched: WatchedAddress): Promise<DiscoveredTransfer[]> {
    const found: DiscoveredTransfer[] = [];
    const fingerprintsSeen = new Set<string>();
    let fingerprint: string | undefined;
    for (let page = 0; page < maxPagesPerAddress; page += 1) {
      const { data, meta } = await fetchPage(pageUrl(watched, fingerprint));
      for (const row of data) {
        const candidate =
          row.type === 'Transfer' &&
          row.token_info.address === officialToken &&
          row.to === watched.address &&
          row.block_timestamp >= watched.since.getTime();
        if (candidate) found.push({ orderId: watched.orderId, transactionHash: row.transaction_id });
      }
      fingerprint = meta?.fingerprint;
      if (!fingerprint || data.length === 0) break;
      if (fingerprintsSeen.has(fingerprint)) throw unavailable(ENDPOINT, 'pagination repeats a fingerprint');
      fingerprintsSeen.add(fingerprint);
    }
    return found;
  }

  /**
   * Always answers `cursor: null`: each address is asked for its transfers since its own `since`,
   * which needs no resume point, so a restart or a skipped round loses nothing.
   */
  return async function discover(
    watched: readonly WatchedAddress[],
    _cursor: string | null,
  ): Promise<Discovery> {
    const found = new Map<string, DiscoveredTransfer>();
    for (const address of watched) {
      if (!isTronAddress(address.address)) continue; // Not a TRON address: nothing can pay it here.
      for (const transfer of await transfersTo(address)) {
        found.set(`${transfer.orderId}:${transfer.transactionHash}`, transfer);
      }
    }
    return { found: [...found.values()], cursor: null };
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
