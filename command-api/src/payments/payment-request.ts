// What a wallet is asked to pay for an order: the content of a QR code and, where the network has a
// URI scheme, a link that opens a wallet. BEP20: an EIP-681 transfer request of the USDT contract on
// BNB Smart Chain (chain id 56) with the amount in base units. TRON wallets scan the bare address,
// so the amount is shown beside it and there is no link.
import type { Network } from '@shop/domain';
import type { ChainSettings } from '@shop/infra';

export type UsdtContracts = Readonly<Record<Network, string>>;

const BSC_CHAIN_ID = 56;

export function usdtContracts(chains: ChainSettings): UsdtContracts {
  return { TRC20: chains.tron.usdtContract, BEP20: chains.bsc.usdtContract };
}

export interface PaymentRequest {
  qrData: string;
  walletUri: string | null;
}

export function paymentRequest(
  network: Network,
  paymentAddress: string,
  baseUnits: string,
  usdt: UsdtContracts,
): PaymentRequest {
  if (network === 'TRC20') return { qrData: paymentAddress, walletUri: null };
  const uri = `ethereum:${usdt.BEP20}@${BSC_CHAIN_ID}/transfer?address=${paymentAddress}&uint256=${baseUnits}`;
  return { qrData: uri, walletUri: uri };
}
