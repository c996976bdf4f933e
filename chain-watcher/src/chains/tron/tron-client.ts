// TRC20 (TRON) through tronweb: one transaction's receipt and Transfer logs from the full node,
// settlement by solidification on the solidity node, discovery through TronGrid's TRC-20 history.
//
// tronweb 6.5.1 endpoints used (regular `trx`, not `trx.raw`):
//   trx.getUnconfirmedTransactionInfo → POST /wallet/gettransactioninfobyid      {"value": id}
//   trx.getTransaction                → POST /wallet/gettransactionbyid          {"value": id}
//   trx.getTransactionInfo            → POST /walletsolidity/gettransactioninfobyid {"value": id}
//   fullNode.request('wallet/getblock') → POST /wallet/getblock {"detail": false}: the head block's
//                                       header only (java-tron's GetBlockServlet; `getnowblock` would
//                                       send every transaction of the block too)
// (`getTransactionInfo` is the *solidity* read in tronweb; the full-node read is the "unconfirmed" one.)
// Every request waits its turn in one pacer, under TronGrid's allowed rate.
import { type ChainTransaction, type Settlement, TRON_SOLIDIFICATION_CONFIRMATIONS } from '@shop/domain';
import { providers, TronWeb } from 'tronweb';
import type { ChainClient } from '../chain-client.js';
import { isTronAddress } from './tron-addresses.js';
import {
  describeFailure,
  isEmptyAnswer,
  isTransactionNotFound,
  parseAnswer,
  TRON_NETWORK,
  unavailable,
} from './tron-failures.js';
import { headBlockAnswer, transactionAnswer, transactionInfoAnswer } from './tron-node-answers.js';
import { createRequestPacer, DEFAULT_TRON_REQUESTS_PER_SECOND } from './tron-request-pacing.js';
import { readTransferLogs } from './tron-transfer-logs.js';
import { createTronGridDiscovery, type DiscoveryProblem } from './trongrid-discovery.js';

export interface TronClientOptions {
  /** TronGrid or a java-tron node exposing both `/wallet` and `/walletsolidity` (and `/v1` for discovery). */
  apiUrl: string;
  apiKey?: string;
  /** The official USDT contract, base58 (`TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t` on mainnet). */
  usdtContract: string;
  timeoutMs?: number;
  /** Shown to buyers as "n of required"; finality itself is solidification. About 19 blocks on TRON. */
  requiredConfirmations?: number;
  /** Requests a second to TronGrid or the node, all endpoints together (TronGrid allows 15 per key). */
  requestsPerSecond?: number;
  /** An address whose TronGrid history could not be read this round (it is asked again next round). */
  onDiscoveryProblem?: (problem: DiscoveryProblem) => void;
}

/** Contract types whose execution runs the virtual machine and so has a receipt `result`. */
const VIRTUAL_MACHINE_CONTRACTS = new Set(['TriggerSmartContract', 'CreateSmartContract']);

const ENDPOINTS = {
  info: 'POST /wallet/gettransactioninfobyid',
  transaction: 'POST /wallet/gettransactionbyid',
  solidifiedInfo: 'POST /walletsolidity/gettransactioninfobyid',
  headBlock: 'POST /wallet/getblock',
} as const;

const NOT_FOUND = Symbol('not found');

/** A transaction id as the node spells it (64 lowercase hex), accepting a 0x prefix and any case. */
function normalizeTransactionId(hash: string): string | undefined {
  const match = /^(?:0x)?([0-9a-fA-F]{64})$/.exec(hash.trim());
  return match?.[1]?.toLowerCase();
}

export function createTronClient(options: TronClientOptions): ChainClient {
  const { timeoutMs = 10_000, requiredConfirmations: required = TRON_SOLIDIFICATION_CONFIRMATIONS } = options;
  if (!isTronAddress(options.usdtContract)) {
    throw new Error(`TRON USDT contract must be a base58 address, got '${options.usdtContract}'`);
  }
  if (!Number.isSafeInteger(required) || required < 1) {
    throw new Error(`requiredConfirmations must be a positive integer, got ${required}`);
  }
  const officialToken = options.usdtContract;
  // Providers built here rather than `headers` in the options: tronweb rebuilds header-carrying
  // providers with its fixed 30 s timeout.
  const headers = options.apiKey ? { 'TRON-PRO-API-KEY': options.apiKey } : {};
  const tronWeb = new TronWeb({
    fullNode: new providers.HttpProvider(options.apiUrl, timeoutMs, '', '', headers),
    solidityNode: new providers.HttpProvider(options.apiUrl, timeoutMs, '', '', headers),
  });
  const pace = createRequestPacer(options.requestsPerSecond ?? DEFAULT_TRON_REQUESTS_PER_SECOND);
  const discover = createTronGridDiscovery({
    apiUrl: options.apiUrl,
    apiKey: options.apiKey,
    officialToken,
    timeoutMs,
    pace,
    onProblem: options.onDiscoveryProblem,
  });

  /** Every transport failure becomes the one error kind the watcher waits out. */
  async function ask(endpoint: string, call: () => Promise<unknown>): Promise<unknown> {
    try {
      return await pace(call);
    } catch (error) {
      throw unavailable(endpoint, describeFailure(error, timeoutMs), error);
    }
  }

  async function findTransaction(hash: string): Promise<ChainTransaction | undefined> {
    const id = normalizeTransactionId(hash);
    if (!id) return undefined; // No node knows a transaction by this name.

    const infoAnswer = await ask(ENDPOINTS.info, () => tronWeb.trx.getUnconfirmedTransactionInfo(id));
    if (isEmptyAnswer(infoAnswer)) return undefined; // Unknown, or not yet in a block.
    const info = parseAnswer(transactionInfoAnswer, infoAnswer, ENDPOINTS.info);
    if (info.id !== id) throw unavailable(ENDPOINTS.info, `answered for ${info.id} when asked for ${id}`);

    const transactionAnswerOrMissing = await ask(ENDPOINTS.transaction, async () => {
      try {
        return await tronWeb.trx.getTransaction(id);
      } catch (error) {
        if (isTransactionNotFound(error)) return NOT_FOUND;
        throw error;
      }
    });
    // The receipt exists, so the transaction does: a node behind a load balancer is lagging.
    if (transactionAnswerOrMissing === NOT_FOUND) {
      throw unavailable(ENDPOINTS.transaction, `knows the receipt of ${id} but not the transaction`);
    }
    const transaction = parseAnswer(transactionAnswer, transactionAnswerOrMissing, ENDPOINTS.transaction);
    if (transaction.txID !== id) {
      throw unavailable(ENDPOINTS.transaction, `answered for ${transaction.txID} when asked for ${id}`);
    }

    // TRX and TRC-10 transfers run no virtual machine: their receipt has no `result`, only `ret` says.
    const runsVirtualMachine = transaction.raw_data.contract.some((c) =>
      VIRTUAL_MACHINE_CONTRACTS.has(c.type),
    );
    const executed = runsVirtualMachine
      ? info.receipt.result === 'SUCCESS'
      : info.receipt.result === undefined || info.receipt.result === 'SUCCESS';
    const succeeded = executed && info.result !== 'FAILED' && transaction.ret?.[0]?.contractRet === 'SUCCESS';
    const reading = succeeded ? readTransferLogs(info.log ?? [], officialToken) : undefined;
    if (reading && !reading.readable)
      throw unavailable(ENDPOINTS.info, `malformed answer (${reading.problem})`);
    return {
      hash: id,
      succeeded,
      blockNumber: info.blockNumber,
      blockTime: new Date(info.blockTimeStamp),
      transfers: reading?.transfers ?? [],
    };
  }

  async function settlement(transaction: ChainTransaction): Promise<Settlement> {
    const id = normalizeTransactionId(transaction.hash) ?? transaction.hash;
    const [solidifiedAnswer, blockAnswer] = await Promise.all([
      ask(ENDPOINTS.solidifiedInfo, () => tronWeb.trx.getTransactionInfo(id)),
      ask(ENDPOINTS.headBlock, () => tronWeb.fullNode.request('wallet/getblock', { detail: false }, 'post')),
    ]);
    const head = parseAnswer(headBlockAnswer, blockAnswer, ENDPOINTS.headBlock).block_header.raw_data.number;
    const final = !isEmptyAnswer(solidifiedAnswer);
    if (final) {
      const solidified = parseAnswer(transactionInfoAnswer, solidifiedAnswer, ENDPOINTS.solidifiedInfo);
      if (solidified.id !== id || solidified.blockNumber !== transaction.blockNumber) {
        throw unavailable(
          ENDPOINTS.solidifiedInfo,
          `solidified ${solidified.id} in block ${solidified.blockNumber}, not ${id} in block ${transaction.blockNumber}`,
        );
      }
    }
    const counted = Math.max(0, head - transaction.blockNumber + 1);
    return { confirmations: final ? Math.max(counted, required) : counted, required, final };
  }

  return {
    network: TRON_NETWORK,
    officialToken,
    requiredConfirmations: required,
    findTransaction,
    settlement,
    discover,
  };
}
