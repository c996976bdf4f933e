// Protobuf encoding of a TriggerSmartContract transaction's `raw_data` (java-tron's
// `Transaction.raw`), so built transactions carry a `raw_data_hex` and a txID (its sha256) that
// agree with each other as on the real chain. Only the fields TRC-20, TRX and TRC-10 transfers use.
import { createHash } from 'node:crypto';

export interface TriggerContractRawData {
  /** 21-byte addresses as hex with the `41` prefix. */
  ownerAddressHex: string;
  contractAddressHex: string;
  /** ABI call data, hex without 0x. */
  callDataHex: string;
  refBlockBytesHex: string;
  refBlockHashHex: string;
  expiration: number;
  timestamp: number;
  feeLimit: number;
}

const TRIGGER_SMART_CONTRACT_TYPE = 31;
export const TRIGGER_SMART_CONTRACT_TYPE_URL = 'type.googleapis.com/protocol.TriggerSmartContract';

function varint(value: number | bigint): number[] {
  let rest = BigInt(value);
  const bytes: number[] = [];
  do {
    const low = Number(rest & 0x7fn);
    rest >>= 7n;
    bytes.push(rest > 0n ? low | 0x80 : low);
  } while (rest > 0n);
  return bytes;
}

function varintField(fieldNumber: number, value: number): number[] {
  return [...varint(fieldNumber << 3), ...varint(value)];
}

function bytesField(fieldNumber: number, payload: readonly number[]): number[] {
  return [...varint((fieldNumber << 3) | 2), ...varint(payload.length), ...payload];
}

const hexBytes = (hex: string): number[] => [...Buffer.from(hex, 'hex')];
const textBytes = (text: string): number[] => [...Buffer.from(text, 'utf8')];

export function encodeTriggerContractRawData(raw: TriggerContractRawData): Buffer {
  const trigger = [
    ...bytesField(1, hexBytes(raw.ownerAddressHex)),
    ...bytesField(2, hexBytes(raw.contractAddressHex)),
    ...bytesField(4, hexBytes(raw.callDataHex)),
  ];
  return encodeRawData(raw, {
    type: TRIGGER_SMART_CONTRACT_TYPE,
    typeUrl: TRIGGER_SMART_CONTRACT_TYPE_URL,
    parameter: trigger,
  });
}

/** The envelope every transaction shares, around one contract (its type, type URL and encoded parameter). */
export function encodeRawData(
  raw: Pick<TriggerContractRawData, 'refBlockBytesHex' | 'refBlockHashHex' | 'expiration' | 'timestamp'> & {
    feeLimit?: number;
  },
  contract: { type: number; typeUrl: string; parameter: number[] },
): Buffer {
  const parameter = [...bytesField(1, textBytes(contract.typeUrl)), ...bytesField(2, contract.parameter)];
  const encodedContract = [...varintField(1, contract.type), ...bytesField(2, parameter)];
  return Buffer.from([
    ...bytesField(1, hexBytes(raw.refBlockBytesHex)),
    ...bytesField(4, hexBytes(raw.refBlockHashHex)),
    ...varintField(8, raw.expiration),
    ...bytesField(11, encodedContract),
    ...varintField(14, raw.timestamp),
    ...(raw.feeLimit === undefined ? [] : varintField(18, raw.feeLimit)),
  ]);
}

/** Protobuf helpers for other contracts' parameters. */
export const protobuf = { varintField, bytesField, hexBytes, textBytes };

/** A TRON transaction id: sha256 of the encoded `raw_data`. */
export function transactionIdOf(rawData: Buffer): string {
  return createHash('sha256').update(rawData).digest('hex');
}
