// Spec §5 Payment: the transaction hash has exactly 64 characters (on BEP20 an optional 0x in front), and
// the sender's wallet address is optional. The chain rule is the domain's, the one the API applies too.
import { type Network, normalizeTransactionHash, ORDER_MESSAGES } from '@shop/domain';
import type { SubmitPaymentRequest } from '../api/submit-payment';

export type ProofForm = { orderId: string; network: Network; transactionHash: string; walletAddress: string };
export type ProofCheck = { ok: true; request: SubmitPaymentRequest } | { ok: false; error: string };

export function validateProof({ orderId, network, transactionHash, walletAddress }: ProofForm): ProofCheck {
  if (!normalizeTransactionHash(transactionHash, network)) {
    return { ok: false, error: ORDER_MESSAGES.invalidTransactionHash };
  }
  return {
    ok: true,
    request: {
      orderId,
      transactionHash: transactionHash.trim(),
      userPaymentAddress: walletAddress.trim() || null,
    },
  };
}
