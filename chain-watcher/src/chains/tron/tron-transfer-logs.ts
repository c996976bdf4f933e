// Reads TRC-20 `Transfer` events out of a transaction's TVM logs. Logs that are well formed but
// are not an ERC-20 style Transfer (other events, NFT transfers) are skipped. A log that cannot be
// read at all, or a Transfer from the official token that does not decode, makes the whole answer
// unusable: skipping it could turn a real payment into a wrong rejection, so the caller asks again.
import type { TokenTransfer } from '@shop/domain';
import { tronAddressFromEvmHex } from './tron-addresses.js';
import { type LogEntry, logEntry } from './tron-node-answers.js';

/** keccak256('Transfer(address,address,uint256)'), as TVM logs spell topics (no 0x). */
export const TRANSFER_TOPIC = 'ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

/** An ABI-encoded address topic: 12 zero bytes, then the 20-byte hash. */
const ADDRESS_TOPIC = /^0{24}([0-9a-f]{40})$/;
const UINT256_DATA = /^[0-9a-f]{64}$/;

export type TransferLogReading =
  | { readable: true; transfers: TokenTransfer[] }
  | { readable: false; problem: string };

function decodeTransfer(log: LogEntry): TokenTransfer | undefined {
  const [topic, fromTopic, toTopic] = log.topics.map((t) => t.toLowerCase());
  const data = log.data.toLowerCase();
  if (log.topics.length !== 3 || topic !== TRANSFER_TOPIC || !UINT256_DATA.test(data)) return undefined;
  const fromHash = ADDRESS_TOPIC.exec(fromTopic ?? '')?.[1];
  const toHash = ADDRESS_TOPIC.exec(toTopic ?? '')?.[1];
  const token = tronAddressFromEvmHex(log.address);
  const from = fromHash && tronAddressFromEvmHex(fromHash);
  const to = toHash && tronAddressFromEvmHex(toHash);
  if (!token || !from || !to) return undefined;
  return { token, from, to, amount: BigInt(`0x${data}`) };
}

export function readTransferLogs(logs: readonly unknown[], officialToken: string): TransferLogReading {
  const transfers: TokenTransfer[] = [];
  for (const [index, raw] of logs.entries()) {
    const parsed = logEntry.safeParse(raw);
    if (!parsed.success) return { readable: false, problem: `log ${index} is not a TVM log entry` };
    const log = parsed.data;
    const transfer = decodeTransfer(log);
    if (transfer) {
      transfers.push(transfer);
      continue;
    }
    const claimsOfficialTransfer =
      tronAddressFromEvmHex(log.address) === officialToken && log.topics[0]?.toLowerCase() === TRANSFER_TOPIC;
    if (claimsOfficialTransfer) {
      return { readable: false, problem: `log ${index} is an undecodable Transfer of the official token` };
    }
  }
  return { readable: true, transfers };
}
