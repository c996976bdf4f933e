// The recorded USDT transfer (mainnet-usdt-transfer.recording.json) as typed data, with the facts
// a correct reader must get out of it, written out by hand rather than computed.
import recording from './mainnet-usdt-transfer.recording.json' with { type: 'json' };

export interface RecordedInteraction {
  request: { method: string; path: string; body?: { value: string } };
  response: unknown;
}

export const recordedInteractions: readonly RecordedInteraction[] = recording.interactions;

function recordedAnswer(method: string, path: string): unknown {
  const found = recordedInteractions.find(
    (i) => i.request.method === method && i.request.path.startsWith(path),
  );
  if (!found) throw new Error(`The recording has no ${method} ${path}`);
  return found.response;
}

export const recordedNowBlock = recordedAnswer('GET', '/wallet/getnowblock') as {
  blockID: string;
  block_header: { raw_data: Record<string, unknown> & { number: number; timestamp: number } };
};

export const recordedTransaction = recordedAnswer('POST', '/wallet/gettransactionbyid') as Record<
  string,
  unknown
>;
export const recordedTransactionInfo = recordedAnswer('POST', '/wallet/gettransactioninfobyid') as Record<
  string,
  unknown
>;
export const recordedTrc20Page = recordedAnswer('GET', '/v1/accounts/') as {
  data: Record<string, unknown>[];
  success: boolean;
  meta: Record<string, unknown>;
};

/** What the recorded answers say, read by a human from the JSON. */
export const recordedFacts = {
  txid: 'c78e82b58576680e95d699b4f2fbba4f22a5ce51208ba922281d1a241fa1a17b',
  token: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  from: 'TTt4tkawwBrXSUuz2awWBC1QCNdpQjbBVm',
  to: 'TNFAdNvfQTGZuAE8fcdfScWGu73g8ULNcw',
  amount: 49_000_000n,
  blockNumber: 71_203_118,
  blockTime: new Date('2025-04-14T09:21:33.000Z'),
  headBlock: 71_203_161,
} as const;
