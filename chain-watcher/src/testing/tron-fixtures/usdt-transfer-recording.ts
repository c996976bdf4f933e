// Builds what java-tron and TronGrid answer about one TRC-20 `transfer(to, amount)` call, in the
// shapes of the recorded answers next to this file: the transaction (`gettransactionbyid`), its
// receipt (`gettransactioninfobyid`) and, for a successful transfer, its TronGrid TRC-20 row.
import { createHash } from 'node:crypto';
import { TronWeb } from 'tronweb';
import {
  encodeTriggerContractRawData,
  TRIGGER_SMART_CONTRACT_TYPE_URL,
  transactionIdOf,
} from './trigger-contract-raw-data.js';

export const MAINNET_USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
export const TRANSFER_EVENT_TOPIC = 'ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
const TRANSFER_SELECTOR = 'a9059cbb';
/** `REVERT opcode executed`, hex, as java-tron reports a reverted call. */
const REVERT_MESSAGE_HEX = Buffer.from('REVERT opcode executed').toString('hex');

export interface Trc20Row {
  transaction_id: string;
  token_info: { symbol: string; address: string; decimals: number; name: string };
  block_timestamp: number;
  from: string;
  to: string;
  type: 'Transfer' | 'Approval';
  value: string;
}

export interface UsdtTransferFacts {
  /** Forced id; by default the sha256 of the encoded raw data, as on chain. */
  txid?: string;
  /** Base58 contract that emits the Transfer. */
  token: string;
  tokenInfo?: Partial<Trc20Row['token_info']>;
  from: string;
  to: string;
  amount: bigint;
  blockNumber: number;
  blockTime: Date;
  result: 'SUCCESS' | 'REVERT';
  /** Appended to the receipt's `log` as given, to exercise what a node might send. */
  extraLogs?: readonly unknown[];
}

export interface TronTransferRecording {
  txid: string;
  transaction: Record<string, unknown>;
  info: Record<string, unknown>;
  /** TronGrid indexes events, so only a successful transfer has a TRC-20 row. */
  trc20Row: Trc20Row | undefined;
}

/** A valid base58 address derived from a label, for counterparties in test scenarios. */
export function tronAddressFor(label: string): string {
  const hash = createHash('sha256').update(label).digest('hex').slice(0, 40);
  return TronWeb.address.fromHex(`41${hash}`);
}

/** `41`-prefixed hex of a base58 address, as transactions spell addresses. */
export function tronHex(address: string): string {
  return TronWeb.address.toHex(address).toLowerCase();
}

const word = (hex: string) => hex.padStart(64, '0');
/** Deterministic stand-in bytes (signatures, block hashes) of the right length. */
function pseudoBytes(seed: string, bytes: number): string {
  let hex = '';
  for (let block = 0; hex.length < bytes * 2; block += 1) {
    hex += createHash('sha256').update(`${seed}/${block}`).digest('hex');
  }
  return hex.slice(0, bytes * 2);
}

/** A TVM log: the emitting contract without its `41`, topics and data as bare hex. */
export function transferLog(token: string, from: string, to: string, amount: bigint) {
  return {
    address: tronHex(token).slice(2),
    topics: [TRANSFER_EVENT_TOPIC, word(tronHex(from).slice(2)), word(tronHex(to).slice(2))],
    data: word(amount.toString(16)),
  };
}

export function recordUsdtTransfer(facts: UsdtTransferFacts): TronTransferRecording {
  const blockTimeStamp = facts.blockTime.getTime();
  const timestamp = blockTimeStamp - 2_413; // Signed a moment before its block.
  const refBlock = Math.max(0, facts.blockNumber - 3);
  const callDataHex = TRANSFER_SELECTOR + word(tronHex(facts.to).slice(2)) + word(facts.amount.toString(16));
  const rawFields = {
    ownerAddressHex: tronHex(facts.from),
    contractAddressHex: tronHex(facts.token),
    callDataHex,
    refBlockBytesHex: (refBlock & 0xffff).toString(16).padStart(4, '0'),
    refBlockHashHex: pseudoBytes(`block ${refBlock}`, 8),
    expiration: timestamp + 60_000,
    timestamp,
    feeLimit: 100_000_000,
  };
  const rawData = encodeTriggerContractRawData(rawFields);
  const txid = facts.txid ?? transactionIdOf(rawData);
  const succeeded = facts.result === 'SUCCESS';

  const transaction = {
    ret: [{ contractRet: facts.result }],
    signature: [`${pseudoBytes(`signature ${txid}`, 64)}0${blockTimeStamp % 2}`],
    txID: txid,
    raw_data: {
      contract: [
        {
          parameter: {
            value: {
              data: callDataHex,
              owner_address: rawFields.ownerAddressHex,
              contract_address: rawFields.contractAddressHex,
            },
            type_url: TRIGGER_SMART_CONTRACT_TYPE_URL,
          },
          type: 'TriggerSmartContract',
        },
      ],
      ref_block_bytes: rawFields.refBlockBytesHex,
      ref_block_hash: rawFields.refBlockHashHex,
      expiration: rawFields.expiration,
      fee_limit: rawFields.feeLimit,
      timestamp,
    },
    raw_data_hex: rawData.toString('hex'),
  };

  const logs: unknown[] = succeeded ? [transferLog(facts.token, facts.from, facts.to, facts.amount)] : [];
  logs.push(...(facts.extraLogs ?? []));
  const info = {
    id: txid,
    fee: succeeded ? 13_844_850 : 6_742_650,
    blockNumber: facts.blockNumber,
    blockTimeStamp,
    // TRON's mainnet USDT answers `false` from `transfer` even when it pays: only the receipt and logs count.
    contractResult: [succeeded ? word('0') : ''],
    contract_address: rawFields.contractAddressHex,
    receipt: succeeded
      ? { energy_fee: 13_499_850, energy_usage_total: 64_285, net_fee: 345_000, result: 'SUCCESS' }
      : { energy_fee: 6_397_650, energy_usage_total: 30_465, net_fee: 345_000, result: 'REVERT' },
    ...(succeeded ? {} : { result: 'FAILED', resMessage: REVERT_MESSAGE_HEX }),
    ...(logs.length > 0 ? { log: logs } : {}),
  };

  const trc20Row: Trc20Row | undefined = succeeded
    ? {
        transaction_id: txid,
        token_info: {
          symbol: 'USDT',
          address: facts.token,
          decimals: 6,
          name: 'Tether USD',
          ...facts.tokenInfo,
        },
        block_timestamp: blockTimeStamp,
        from: facts.from,
        to: facts.to,
        type: 'Transfer',
        value: facts.amount.toString(),
      }
    : undefined;

  return { txid, transaction, info, trc20Row };
}
