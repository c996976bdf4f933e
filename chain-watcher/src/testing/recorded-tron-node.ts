// A local stand-in for TronGrid and java-tron over real HTTP: answers `/wallet`, `/walletsolidity`
// and TronGrid `/v1` TRC-20 history in the shapes of recorded answers (tron-fixtures/), for USDT,
// TRX and TRC-10 transfers built on demand or the recording itself, and fails the ways real nodes fail.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Answer, json, readBody, requestedValue, send } from './recorded-node-http.js';
import { fullBlock, getBlockAnswer } from './recorded-tron-blocks.js';
import {
  rowMatchesQuery,
  TRONGRID_MAX_PAGE,
  TRONGRID_WINDOW_ROWS,
  trc20HistoryPage,
  v1Error,
} from './recorded-trongrid-history.js';
import { type NativeTransferFacts, recordNativeTransfer } from './tron-fixtures/native-transfer-recording.js';
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
  /** Adds a TRX or TRC-10 transfer (no virtual machine, no receipt result); returns its txid. */
  addNativeTransfer(facts: NativeTransferFacts): string;
  /** Serves the recorded transfer of tron-fixtures/ as recorded; returns its txid. */
  loadRecording(): string;
  /** A TronGrid row listed for `account` whatever the query's filters, as an index that ignores them would. */
  indexRow(account: string, row: Record<string, unknown>): void;
  solidify(txid: string): void;
  setHeadBlock(blockNumber: number): void;
  setOutage(mode: TronNodeOutage): void;
  /** `METHOD /path?query` of every request, in arrival order. */
  readonly requests: string[];
  /** The body of every request (empty for a GET), in arrival order. */
  readonly requestBodies: string[];
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

const SOLIDIFICATION_LAG = 19;
const RATE_LIMITED_TEXT =
  'request rate exceeded the allowed_rps(15), and the query server is suspended for 1 s';
/** What TronGrid answers a request without an API key once its key-less allowance is spent. */
const KEYLESS_TEXT = 'The key exceeds the frequency limit(15), and the query server is suspended for 30s';
const GATEWAY_DOWN_PAGE =
  '<html>\r\n<head><title>503 Service Temporarily Unavailable</title></head>\r\n<body>\r\n' +
  '<center><h1>503 Service Temporarily Unavailable</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';

export interface RecordedTronNodeOptions {
  /** The largest page TronGrid serves (200). */
  pageSizeCap?: number;
  /** Rows one TronGrid time window yields through fingerprints (about 1,000). */
  windowRows?: number;
  /** Answer 403, as TronGrid does, to every request without a `TRON-PRO-API-KEY`. */
  requireApiKey?: boolean;
}

export async function startRecordedTronNode(
  options: RecordedTronNodeOptions = {},
): Promise<RecordedTronNode> {
  const limits = {
    pageSizeCap: options.pageSizeCap ?? TRONGRID_MAX_PAGE,
    windowRows: options.windowRows ?? TRONGRID_WINDOW_ROWS,
  };
  const transactions = new Map<string, KnownTransaction>();
  const injectedRows: { account: string; row: Record<string, unknown> }[] = [];
  const requests: string[] = [];
  const requestBodies: string[] = [];
  const apiKeysSeen: (string | undefined)[] = [];
  let head = recordedNowBlock.block_header.raw_data.number;
  let outage: TronNodeOutage = 'none';
  let baseUrl = '';

  function known(url: URL, body: string): KnownTransaction | undefined {
    const id = requestedValue(url, body);
    return id ? transactions.get(id) : undefined;
  }

  function trc20Page(account: string, url: URL): Answer {
    const onlyConfirmed = url.searchParams.get('only_confirmed') === 'true';
    const rows: Record<string, unknown>[] = [...transactions.values()]
      .filter((t) => !onlyConfirmed || t.solidified)
      .flatMap((t) =>
        t.trc20Row && rowMatchesQuery(t.trc20Row, account, url.searchParams) ? [{ ...t.trc20Row }] : [],
      );
    rows.push(...injectedRows.filter((r) => r.account === account).map((r) => r.row));
    const page = trc20HistoryPage(account, url, rows, limits, baseUrl);
    return json(page.body, page.status);
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
        return json(
          fullBlock(
            head,
            [...transactions.values()].map((t) => t.transaction),
          ),
        );
      case '/wallet/getblock':
        return headBlock(body);
      case '/walletsolidity/getnowblock':
        return json(fullBlock(head - SOLIDIFICATION_LAG, []));
    }
    const trc20History = /^\/v1\/accounts\/([^/]+)\/transactions\/trc20$/.exec(path);
    if (trc20History?.[1]) return trc20Page(decodeURIComponent(trc20History[1]), url);
    return { status: 404, body: 'Not Found', contentType: 'text/plain' };
  }

  function headBlock(body: string): Answer {
    const transactionsOf = () => [...transactions.values()].map((t) => t.transaction);
    const { status, body: answerBody } = getBlockAnswer(body, head, transactionsOf);
    return json(answerBody, status);
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', baseUrl);
    requests.push(`${request.method} ${url.pathname}${url.search}`);
    const apiKey = request.headers['tron-pro-api-key'];
    apiKeysSeen.push(Array.isArray(apiKey) ? apiKey[0] : apiKey);
    const isV1 = url.pathname.startsWith('/v1/');
    const mode = outage;
    if (mode === 'hang') return;
    if (mode === 'reset') {
      request.socket.destroy();
      return;
    }
    const body = await readBody(request);
    requestBodies.push(body);
    if (options.requireApiKey && !apiKey) {
      return send(response, json(isV1 ? v1Error(KEYLESS_TEXT, 403) : { Error: KEYLESS_TEXT }, 403));
    }
    if (mode === 'down')
      return send(response, { status: 503, body: GATEWAY_DOWN_PAGE, contentType: 'text/html' });
    if (mode === 'rate-limited') {
      return send(response, json(isV1 ? v1Error(RATE_LIMITED_TEXT, 429) : { Error: RATE_LIMITED_TEXT }, 429));
    }
    if (mode === 'node-error') {
      return send(
        response,
        isV1
          ? json(v1Error('Internal server error', 500), 500)
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
    requestBodies,
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
    addNativeTransfer(facts) {
      const { txid, transaction, info } = recordNativeTransfer(facts);
      remember(txid, { transaction, info, trc20Row: undefined, solidified: true }, facts.blockNumber);
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
