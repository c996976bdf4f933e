// The shapes of the java-tron and TronGrid answers the TRON adapter reads, as zod schemas: only the
// fields it uses are checked, strictly; anything else in an answer is ignored.
import { z } from 'zod';

const HEX_32_BYTES = /^[0-9a-fA-F]{64}$/;

/** A transaction id: 32 bytes of hex, lowercased. */
const transactionId = z
  .string()
  .regex(HEX_32_BYTES)
  .transform((id) => id.toLowerCase());
const blockNumber = z.number().int().min(0);
const millisecondsSinceEpoch = z.number().int().positive();

/** `/wallet[solidity]/gettransactioninfobyid` for a transaction the node knows (it answers `{}` otherwise). */
export const transactionInfoAnswer = z.object({
  id: transactionId,
  blockNumber,
  blockTimeStamp: millisecondsSinceEpoch,
  /** `FAILED` when execution failed; absent on success. */
  result: z.string().optional(),
  receipt: z.object({ result: z.string().optional() }),
  /** Each entry is checked on its own by `readTransferLogs`. */
  log: z.array(z.unknown()).optional(),
});

/** `/wallet/gettransactionbyid` for a transaction the node knows. */
export const transactionAnswer = z.object({
  txID: transactionId,
  ret: z.array(z.object({ contractRet: z.string().optional() })).optional(),
  raw_data: z.object({ contract: z.array(z.object({ type: z.string() })).min(1) }),
});

/** `/wallet/getblock` with `detail: false` (the head block's header): only its number is read. */
export const headBlockAnswer = z.object({
  blockID: z.string().regex(HEX_32_BYTES),
  block_header: z.object({ raw_data: z.object({ number: blockNumber }) }),
});

/** One structurally sound TVM log: hex address, 32-byte topics, whole bytes of data. */
export const logEntry = z.object({
  address: z.string().regex(/^[0-9a-fA-F]{40}$/),
  topics: z.array(z.string().regex(HEX_32_BYTES)).max(4).default([]),
  data: z
    .string()
    .regex(/^(?:[0-9a-fA-F]{2})*$/)
    .default(''),
});
export type LogEntry = z.infer<typeof logEntry>;

/** One row of TronGrid's `GET /v1/accounts/{address}/transactions/trc20`. */
const trc20TransferRow = z.object({
  transaction_id: transactionId,
  token_info: z.object({ address: z.string() }),
  from: z.string(),
  to: z.string(),
  /** `Transfer` or `Approval`. */
  type: z.string(),
  value: z.string().regex(/^\d+$/),
  block_timestamp: z.number().int().min(0),
});

export const trc20TransfersPage = z.object({
  success: z.literal(true),
  data: z.array(trc20TransferRow),
  /** TronGrid omits `meta` on some single-page answers; `fingerprint` marks a next page. */
  meta: z.object({ fingerprint: z.string().min(1).optional() }).optional(),
});
export type Trc20TransfersPage = z.infer<typeof trc20TransfersPage>;
