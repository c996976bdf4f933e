// Discovery of candidate payments through TronGrid's indexed TRC-20 history: for each watched
// address, confirmed official-token transfers to it since the order's start (less the clock
// tolerance the payment rules allow), read oldest first window by window, and the largest one
// offered as the order's candidate. java-tron itself has no "transfers to address" query.
import { BLOCK_TIME_TOLERANCE_MS } from '@shop/domain';
import {
  ChainUnavailableError,
  type DiscoveredTransfer,
  type Discovery,
  type WatchedAddress,
} from '../chain-client.js';
import { isTronAddress } from './tron-addresses.js';
import { unavailable } from './tron-failures.js';
import type { RequestPacer } from './tron-request-pacing.js';
import { createTronGridPages, isRefusal, TRC20_HISTORY_ENDPOINT } from './trongrid-pages.js';

/** One watched address whose history could not be read this round; it is asked again next round. */
export interface DiscoveryProblem {
  orderId: string;
  address: string;
  error: ChainUnavailableError;
}

export interface TronGridDiscoveryOptions {
  apiUrl: string;
  apiKey?: string;
  officialToken: string;
  timeoutMs: number;
  pace: RequestPacer;
  /** TronGrid's largest page. */
  pageSize?: number;
  /** Pages read per address and call, so one spammed address cannot stall the watcher. */
  maxPagesPerAddress?: number;
  onProblem?: (problem: DiscoveryProblem) => void;
}

/** Failures in a row, with no address read yet, after which the service is taken to be down. */
const FAILURES_MEANING_DOWN = 3;

interface Candidate {
  transactionHash: string;
  value: bigint;
}

export function createTronGridDiscovery(options: TronGridDiscoveryOptions) {
  const { officialToken, pageSize = 200, maxPagesPerAddress = 20 } = options;
  const fetchPage = createTronGridPages({ ...options, pageSize });

  /**
   * The largest non-zero official transfer to the address since its start. TronGrid stops offering
   * a next page once a time window has given about 1,000 rows, so when a window ends, the next
   * starts at the newest timestamp read (inclusive: rows of that block are read again and skipped).
   */
  async function largestTransferTo(
    watched: WatchedAddress,
  ): Promise<{ largest?: Candidate; complete: boolean }> {
    const earliest = watched.since.getTime() - BLOCK_TIME_TOLERANCE_MS;
    const rowsSeen = new Set<string>();
    const fingerprintsSeen = new Set<string>();
    let largest: Candidate | undefined;
    let windowStart = earliest;
    let newest = earliest;
    let newRowsInWindow = 0;
    let fingerprint: string | undefined;
    for (let page = 0; page < maxPagesPerAddress; page += 1) {
      const { data, meta } = await fetchPage({
        address: watched.address,
        minTimestamp: windowStart,
        fingerprint,
      });
      for (const row of data) {
        if (rowsSeen.has(row.transaction_id)) continue;
        rowsSeen.add(row.transaction_id);
        newRowsInWindow += 1;
        newest = Math.max(newest, row.block_timestamp);
        const value = BigInt(row.value);
        const paysTheAddress =
          row.type === 'Transfer' &&
          row.token_info.address === officialToken &&
          row.to === watched.address &&
          row.block_timestamp >= earliest &&
          value > 0n;
        if (paysTheAddress && (!largest || value > largest.value)) {
          largest = { transactionHash: row.transaction_id, value };
        }
      }
      fingerprint = data.length > 0 ? meta?.fingerprint : undefined;
      if (fingerprint) {
        if (fingerprintsSeen.has(fingerprint)) {
          throw unavailable(TRC20_HISTORY_ENDPOINT, 'pagination repeats a fingerprint');
        }
        fingerprintsSeen.add(fingerprint);
        continue;
      }
      // The window is read: a window with nothing new, or one that cannot move on, ends the history.
      if (newRowsInWindow === 0 || newest <= windowStart) return { largest, complete: true };
      windowStart = newest;
      newRowsInWindow = 0;
      fingerprintsSeen.clear(); // A fingerprint names a place in its own window only.
    }
    return { largest, complete: false };
  }

  /**
   * Always answers `cursor: null`: each address is asked for its transfers since its own `since`,
   * which needs no resume point, so a restart or a skipped round loses nothing. An address whose
   * history fails is reported and skipped; refusals (403, 429) and a service that fails every
   * address fail the whole call, so the watcher backs off.
   */
  return async function discover(
    watched: readonly WatchedAddress[],
    _cursor: string | null,
  ): Promise<Discovery> {
    const found: DiscoveredTransfer[] = [];
    const failures: ChainUnavailableError[] = [];
    let addressesRead = 0;
    for (const address of watched) {
      if (!isTronAddress(address.address)) continue; // Not a TRON address: nothing can pay it here.
      try {
        const { largest, complete } = await largestTransferTo(address);
        addressesRead += 1;
        if (largest) {
          found.push({
            orderId: address.orderId,
            transactionHash: largest.transactionHash,
            amount: largest.value,
          });
        }
        if (!complete) {
          const reason = `more transfers to ${address.address} than ${maxPagesPerAddress} pages hold; the newest were not read this round`;
          options.onProblem?.({ ...problemOf(address), error: unavailable(TRC20_HISTORY_ENDPOINT, reason) });
        }
      } catch (error) {
        if (isRefusal(error) || !(error instanceof ChainUnavailableError)) throw error;
        failures.push(error);
        if (addressesRead === 0 && failures.length >= FAILURES_MEANING_DOWN) throw error;
        options.onProblem?.({ ...problemOf(address), error });
      }
    }
    if (addressesRead === 0 && failures[0]) throw failures[0];
    return { found, cursor: null };
  };
}

const problemOf = ({ orderId, address }: WatchedAddress) => ({ orderId, address });
