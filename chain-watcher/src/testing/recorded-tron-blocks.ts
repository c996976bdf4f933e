// The blocks the recorded TRON node serves: the recorded head block renumbered to any height, in
// full (`getnowblock`, `getblock` with `detail: true`) or as the header alone (`getblock` without).
import { recordedNowBlock } from './tron-fixtures/recorded-usdt-transfer.js';

const BLOCK_INTERVAL_MS = 3_000;

export function blockHeaderAt(number: number) {
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

/** A block with its transactions, as `getnowblock` sends it. */
export function fullBlock(number: number, transactions: unknown[]) {
  return { ...blockHeaderAt(number), transactions };
}

/** java-tron's `/wallet/getblock`: the head block when no `id_or_num`, its transactions only with `detail`. */
export function getBlockAnswer(
  body: string,
  head: number,
  transactions: () => unknown[],
): { status: number; body: unknown } {
  let request: { id_or_num?: unknown; detail?: unknown } = {};
  try {
    request = body.trim() === '' ? {} : JSON.parse(body);
  } catch {
    return { status: 200, body: { Error: 'JSONException : invalid request body' } };
  }
  if (request.id_or_num !== undefined) {
    return { status: 200, body: { Error: 'The recorded node serves only the head block.' } };
  }
  return {
    status: 200,
    body: request.detail === true ? fullBlock(head, transactions()) : blockHeaderAt(head),
  };
}
