// A local stand-in for TronGrid and java-tron over real HTTP: answers `/wallet`, `/walletsolidity`
// and TronGrid `/v1` TRC-20 history in the shapes of recorded answers (tron-fixtures/), for USDT
// transfer scenarios built on demand or the recording itself, and fails the ways real nodes fail.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TronWeb } from 'tronweb';
import { recordedInteractions, recordedNowBlock } from './tron-fixtures/recorded-usdt-transfer.js';
import {
  MAINNET_USDT,
  recordUsdtTransfer,
  type Trc20Row,
  tronAddressFor,
  type UsdtTransferFacts,
} from './tron-fixtures/usdt-transfer-recording.js';

/**
 * - `down`: 503 from the gateway; `reset`: the connection is cut without an answer;
 * - `rate-limited`: TronGrid's 429; `node-error`: java-tron's `{"Error": …}` with status 200;
 * - `malformed`: the right answer cut off halfway; `hang`: no answer at all.
 */
export type TronNodeOutage = 'none' | 'down' | 'reset' | 'rate-limited' | 'malformed' | 'node-error' | 'hang';

export interface UsdtTransferScenario extends Partial<Omit<UsdtTransferFacts, 'to' | 'amount'>> {
  to: string;
  amount: bigint;
  blockNumber: number;
  blockTime: Date;
  /** Whether the solidity node already knows it (default true). */
  solidified?: boolean;
  /** Rewrites the built answers, to play a node that contradicts itself. */
  reshape?: (answers: { transaction: Record<string, unknown>; info: Record<string, unknown> }) => {
    transaction: unknown;
    info: unknown;
  };
}

export interface RecordedTronNode {
  url: string;
  /** Adds a `transfer(to, amount)` call on `token` (mainnet USDT by default); returns its txid. */
  addUsdtTransfer(scenario: UsdtTransferScenario): string;
  /** Serves the recorded transfer of tron-fixtures/ as recorded; returns its txid. */
  loadRecording(): string;
  /** A TronGrid row listed for `account` whatever the query's filters, as an index that ignores them would. */
  indexRow(account: string, row: Record<string, unknown>): void;
  solidify(txid: string): void;
  setHeadBlock(blockNumber: number): void;
  setOutage(mode: TronNodeOutage): void;
  /** `METHOD /path?query` of every request, in arrival order. */
  readonly requests: string[];
  /** The `TRON-PRO-API-KEY` header of every request, in arrival order. */
  readonly apiKeysSeen: (string | undefined)[];
  close(): Promise<void>;
}

interface KnownTransaction {
  transaction: unknown;
  info: unknown;
  trc20Row: Trc20Row | undefined;
  solidified: boolean;
}

interface Answer {
  status: number;
  body: string;
  contentType: string;
}

const TRONGRID_MAX_PAGE = 200;
const TRONGRID_DEFAULT_PAGE = 20;
const BLOCK_INTERVAL_MS = 3_000;
const SOLIDIFICATION_LAG = 19;
const RATE_LIMITED_BODY = {
  Error: 'request rate exceeded the allowed_rps(15), and the query server is suspended for 1 s',
};
const GATEWAY_DOWN_PAGE =
  '<html>\r\n<head><title>503 Service Temporarily Unavailable</title></head>\r\n<body>\r\n' +
  '<center><h1>503 Service Temporarily Unavailable</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';

const json = (value: unknown, status = 200): Answer => ({
  status,
  body: JSON.stringify(value),
  contentType: 'application/json; charset=utf-8',
});

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** The `value` a java-tron query names, from a JSON body or the query string. */
function requestedValue(url: URL, body: string): string | undefined {
  if (body.trim() !== '') {
    try {
      const parsed: unknown = JSON.parse(body);
      const value = (parsed as { value?: unknown } | null)?.value;
      return typeof value === 'string' ? value.toLowerCase() : undefined;
    } catch {
      return undefined;
    }
  }
  return url.searchParams.get('value')?.toLowerCase();
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

function nowBlock(number: number) {
  const template = recordedNowBlock;
  const templateNumber = template.block_header.raw_data.number;
  const numberPrefix = (n: number) => Math.max(0, n).toString(16).padStart(16, '0');
  const parentHash = String(template.block_header.raw_data.parentHash ?? '');
  return {
    ...template,
    blockID: numberPrefix(number) + template.blockID.slice(16),
    block_header: {
      ...template.block_header,
      raw_data: {
        ...template.block_header.raw_data,
        number,
        parentHash: numberPrefix(number - 1) + parentHash.slice(16),
        timestamp: template.block_header.raw_data.timestamp + (number - templateNumber) * BLOCK_INTERVAL_MS,
      },
    },
  };
}

export async function startRecordedTronNode(
  options: { pageSizeCap?: number } = {},
): Promise<RecordedTronNode> {
  const pageSizeCap = options.pageSizeCap ?? TRONGRID_MAX_PAGE;
  const transactions = new Map<string, KnownTransaction>();
  const injectedRows: { account: string; row: Record<string, unknown> }[] = [];
  const requests: string[] = [];
  const apiKeysSeen: (string | undefined)[] = [];
  let head = recordedNowBlock.block_header.raw_data.number;
  let outage: TronNodeOutage = 'none';
  let baseUrl = '';

  function known(url: URL, body: string): KnownTransaction | undefined {
    const id = requestedValue(url, body);
    return id ? transactions.get(id) : undefined;
  }

  function trc20Page(account: string, url: URL): Answer {
    if (!TronWeb.isAddress(account)) {
      return json({ success: false, error: `invalid address: ${account}`, statusCode: 400 }, 400);
    }
    const query = url.searchParams;
    const onlyTo = query.get('only_to') === 'true';
    const onlyFrom = query.get('only_from') === 'true';
    const onlyConfirmed = query.get('only_confirmed') === 'true';
    const contract = query.get('contract_address');
    const minTimestamp = Number(query.get('min_timestamp') ?? 0);
    const limit = Math.min(Number(query.get('limit') ?? TRONGRID_DEFAULT_PAGE), pageSizeCap);
    const matches = (row: Trc20Row) =>
      (onlyTo
        ? row.to === account
        : onlyFrom
          ? row.from === account
          : row.to === account || row.from === account) &&
      (!contract || row.token_info.address === contract) &&
      row.block_timestamp >= minTimestamp;
    const indexed: Record<string, unknown>[] = [...transactions.values()]
      .filter((t) => !onlyConfirmed || t.solidified)
      .flatMap((t) => (t.trc20Row && matches(t.trc20Row) ? [{ ...t.trc20Row }] : []));
    indexed.push(...injectedRows.filter((r) => r.account === account).map((r) => r.row));
    const newestFirst = indexed.sort(
      (a, b) => Number(b.block_timestamp ?? 0) - Number(a.block_timestamp ?? 0),
    );
    const offset = decodeFingerprint(query.get('fingerprint'));
    const data = newestFirst.slice(offset, offset + limit);
    const meta: Record<string, unknown> = { at: Date.now(), page_size: data.length };
    if (offset + limit < newestFirst.length) {
      const next = new URLSearchParams(query);
      next.set('fingerprint', encodeFingerprint(offset + limit));
      meta.fingerprint = next.get('fingerprint');
      meta.links = { next: `${baseUrl}${url.pathname}?${next}` };
    }
    return json({ data, success: true, meta });
  }

  function answer(url: URL, body: string): Answer {
    const path = url.pathname.replace(/\/+$/, '');
    switch (path) {
      case '/wallet/gettransactionbyid':
        return json(known(url, body)?.transaction ?? {});
      case '/wallet/gettransactioninfobyid':
        return json(known(url, body)?.info ?? {});
      case '/walletsolidity/gettransactionbyid': {
        const transaction = known(url, body);
        return json(transaction?.solidified ? transaction.transaction : {});
      }
      case '/walletsolidity/gettransactioninfobyid': {
        const transaction = known(url, body);
        return json(transaction?.solidified ? transaction.info : {});
      }
      case '/wallet/getnowblock':
        return json(nowBlock(head));
      case '/walletsolidity/getnowblock':
        return json(nowBlock(head - SOLIDIFICATION_LAG));
    }
    const trc20History = /^\/v1\/accounts\/([^/]+)\/transactions\/trc20$/.exec(path);
    if (trc20History?.[1]) return trc20Page(decodeURIComponent(trc20History[1]), url);
    return { status: 404, body: 'Not Found', contentType: 'text/plain' };
  }

  function send(response: ServerResponse, { status, body, contentType }: Answer): void {
    response.writeHead(status, { 'content-type': contentType, 'content-length': Buffer.byteLength(body) });
    response.end(body);
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', baseUrl);
    requests.push(`${request.method} ${url.pathname}${url.search}`);
    const apiKey = request.headers['tron-pro-api-key'];
    apiKeysSeen.push(Array.isArray(apiKey) ? apiKey[0] : apiKey);
    const mode = outage;
    if (mode === 'hang') return;
    if (mode === 'reset') {
      request.socket.destroy();
      return;
    }
    const body = await readBody(request);
    if (mode === 'down')
      return send(response, { status: 503, body: GATEWAY_DOWN_PAGE, contentType: 'text/html' });
    if (mode === 'rate-limited') return send(response, json(RATE_LIMITED_BODY, 429));
    if (mode === 'node-error') {
      return send(
        response,
        url.pathname.startsWith('/v1/')
          ? json({ success: false, error: 'Internal server error', statusCode: 500 }, 500)
          : json({ Error: 'class java.lang.NullPointerException : null' }),
      );
    }
    const right = answer(url, body);
    if (mode === 'malformed') {
      return send(response, { ...right, body: right.body.slice(0, Math.floor(right.body.length / 2)) });
    }
    send(response, right);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) send(response, json({ Error: String(error) }, 500));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function remember(txid: string, entry: KnownTransaction, blockNumber: number): void {
    if (transactions.has(txid)) throw new Error(`Transaction ${txid} is already on the recorded node`);
    transactions.set(txid, entry);
    head = Math.max(head, blockNumber); // A transaction cannot sit in a block after the head.
  }

  return {
    url: baseUrl,
    requests,
    apiKeysSeen,
    addUsdtTransfer({ solidified = true, reshape = (answers) => answers, ...scenario }) {
      const recording = recordUsdtTransfer({
        ...scenario,
        token: scenario.token ?? MAINNET_USDT,
        from: scenario.from ?? tronAddressFor('payer'),
        result: scenario.result ?? 'SUCCESS',
      });
      const { transaction, info } = reshape({ transaction: recording.transaction, info: recording.info });
      const { txid, trc20Row } = recording;
      remember(txid, { transaction, info, trc20Row, solidified }, scenario.blockNumber);
      return txid;
    },
    loadRecording() {
      const answerTo = (path: string) => recordedInteractions.find((i) => i.request.path.startsWith(path));
      const transaction = answerTo('/wallet/gettransactionbyid');
      const info = answerTo('/wallet/gettransactioninfobyid');
      const page = answerTo('/v1/accounts/')?.response as { data: Trc20Row[] } | undefined;
      const txid = transaction?.request.body?.value;
      if (!txid || !info) throw new Error('The recording lacks the transaction or its receipt');
      const blockNumber = (info.response as { blockNumber: number }).blockNumber;
      const solidified = answerTo('/walletsolidity/gettransactioninfobyid') !== undefined;
      const trc20Row = page?.data.find((row) => row.transaction_id === txid);
      remember(
        txid,
        { transaction: transaction.response, info: info.response, trc20Row, solidified },
        blockNumber,
      );
      return txid;
    },
    indexRow(account, row) {
      injectedRows.push({ account, row });
    },
    solidify(txid) {
      const transaction = transactions.get(txid.toLowerCase());
      if (!transaction) throw new Error(`Unknown transaction ${txid}`);
      transaction.solidified = true;
    },
    setHeadBlock(blockNumber) {
      head = blockNumber;
    },
    setOutage(mode) {
      outage = mode;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
