// Builds what java-tron answers about a TRX (TransferContract) or TRC-10 (TransferAssetContract)
// transfer: no virtual machine runs, so the receipt carries only bandwidth and no `result`, there
// are no logs, and the transaction's `ret` alone says it succeeded.
import { createHash } from 'node:crypto';
import { encodeRawData, protobuf, transactionIdOf } from './trigger-contract-raw-data.js';
import { tronHex } from './usdt-transfer-recording.js';

export interface NativeTransferFacts {
  from: string;
  to: string;
  /** Sun for TRX, the token's base units for TRC-10. */
  amount: number;
  /** A TRC-10 token id (such as `1002000`); TRX when absent. */
  trc10TokenId?: string;
  blockNumber: number;
  blockTime: Date;
}

const TRANSFER_CONTRACT = { type: 1, name: 'TransferContract' };
const TRANSFER_ASSET_CONTRACT = { type: 2, name: 'TransferAssetContract' };
const BANDWIDTH_BYTES = 268;

export function recordNativeTransfer(facts: NativeTransferFacts) {
  const blockTimeStamp = facts.blockTime.getTime();
  const timestamp = blockTimeStamp - 1_870;
  const refBlock = Math.max(0, facts.blockNumber - 2);
  const owner = tronHex(facts.from);
  const to = tronHex(facts.to);
  const { varintField, bytesField, hexBytes, textBytes } = protobuf;
  const contract = facts.trc10TokenId ? TRANSFER_ASSET_CONTRACT : TRANSFER_CONTRACT;
  const parameter = facts.trc10TokenId
    ? [
        ...bytesField(1, textBytes(facts.trc10TokenId)),
        ...bytesField(2, hexBytes(owner)),
        ...bytesField(3, hexBytes(to)),
        ...varintField(4, facts.amount),
      ]
    : [...bytesField(1, hexBytes(owner)), ...bytesField(2, hexBytes(to)), ...varintField(3, facts.amount)];
  const typeUrl = `type.googleapis.com/protocol.${contract.name}`;
  const envelope = {
    refBlockBytesHex: (refBlock & 0xffff).toString(16).padStart(4, '0'),
    refBlockHashHex: createHash('sha256').update(`block ${refBlock}`).digest('hex').slice(0, 16),
    expiration: timestamp + 60_000,
    timestamp,
  };
  const rawData = encodeRawData(envelope, { type: contract.type, typeUrl, parameter });
  const txid = transactionIdOf(rawData);
  const value: Record<string, unknown> = { amount: facts.amount, owner_address: owner, to_address: to };
  if (facts.trc10TokenId) value.asset_name = Buffer.from(facts.trc10TokenId).toString('hex');

  const transaction = {
    ret: [{ contractRet: 'SUCCESS' }],
    signature: [createHash('sha256').update(`signature ${txid}`).digest('hex').repeat(2).concat('01')],
    txID: txid,
    raw_data: {
      contract: [{ parameter: { value, type_url: typeUrl }, type: contract.name }],
      ref_block_bytes: envelope.refBlockBytesHex,
      ref_block_hash: envelope.refBlockHashHex,
      expiration: envelope.expiration,
      timestamp,
    },
    raw_data_hex: rawData.toString('hex'),
  };
  const info = {
    id: txid,
    blockNumber: facts.blockNumber,
    blockTimeStamp,
    contractResult: [''],
    receipt: { net_usage: BANDWIDTH_BYTES },
  };
  return { txid, transaction, info };
}
