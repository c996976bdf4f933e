// Deploys, mints, moves and reads the dev chain's test USDT (TestUsdt.sol) through ethers.
import {
  getAddress,
  Interface,
  type Provider,
  type Signer,
  type TransactionReceipt,
  type TransactionResponse,
} from 'ethers';
import { TEST_USDT_ABI, TEST_USDT_BYTECODE } from './test-usdt-artifact.js';

export { TEST_USDT_ABI, TEST_USDT_BYTECODE } from './test-usdt-artifact.js';

export const testUsdtInterface = new Interface(TEST_USDT_ABI);

/** Waits for one confirmation; ethers throws when the transaction reverted. */
async function mined(response: TransactionResponse): Promise<TransactionReceipt> {
  const receipt = await response.wait(1);
  if (!receipt) throw new Error('transaction was not mined');
  return receipt;
}

/** Deploys a TestUsdt with `signer` as its only minter; resolves with the checksummed address once mined. */
export async function deployTestUsdt(signer: Signer, decimals = 18): Promise<string> {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
    throw new RangeError(`decimals must be a whole number from 0 to 255, got ${decimals}`);
  }
  const data = `${TEST_USDT_BYTECODE}${testUsdtInterface.encodeDeploy([decimals]).slice(2)}`;
  const receipt = await mined(await signer.sendTransaction({ data }));
  if (!receipt.contractAddress) throw new Error(`deploying TestUsdt (${receipt.hash}) created no contract`);
  return getAddress(receipt.contractAddress);
}

/** Mints `amount` base units to `to`; only the deploying signer may. Resolves with the mined tx hash. */
export async function mintTestUsdt(
  signer: Signer,
  token: string,
  to: string,
  amount: bigint,
): Promise<string> {
  const data = testUsdtInterface.encodeFunctionData('mint', [getAddress(to), amount]);
  const receipt = await mined(await signer.sendTransaction({ to: getAddress(token), data }));
  return receipt.hash.toLowerCase();
}

export interface TokenTransferOptions {
  /** Set to skip `eth_estimateGas`, which refuses transactions that would fail. */
  gasLimit?: bigint;
}

/** Sends `transfer(to, amount)` on `token` and resolves once it is sent (not yet mined). */
export async function sendTokenTransfer(
  signer: Signer,
  token: string,
  to: string,
  amount: bigint,
  options: TokenTransferOptions = {},
): Promise<TransactionResponse> {
  const data = testUsdtInterface.encodeFunctionData('transfer', [getAddress(to), amount]);
  return signer.sendTransaction({ to: getAddress(token), data, ...options });
}

/** `transfer(to, amount)` mined with one confirmation; resolves with the tx hash (0x, lowercase). */
export async function transferTestUsdt(
  signer: Signer,
  token: string,
  to: string,
  amount: bigint,
): Promise<string> {
  const receipt = await mined(await sendTokenTransfer(signer, token, to, amount));
  return receipt.hash.toLowerCase();
}

/** `balanceOf(owner)` in base units. */
export async function tokenBalance(provider: Provider, token: string, owner: string): Promise<bigint> {
  const data = testUsdtInterface.encodeFunctionData('balanceOf', [getAddress(owner)]);
  const answer = await provider.call({ to: getAddress(token), data });
  if (!/^0x[0-9a-fA-F]{64}$/.test(answer)) throw new Error(`balanceOf on ${token} answered ${answer}`);
  return BigInt(answer);
}

/** Who sent `token` to `to` in the mined transaction `transactionHash` (checksummed; none if unknown). */
export async function tokenSenders(
  provider: Provider,
  token: string,
  transactionHash: string,
  to: string,
): Promise<string[]> {
  const receipt = await provider.getTransactionReceipt(transactionHash);
  if (!receipt) return [];
  const senders: string[] = [];
  for (const log of receipt.logs) {
    if (log.address.toLowerCase() !== token.toLowerCase()) continue;
    const parsed = testUsdtInterface.parseLog({ topics: [...log.topics], data: log.data });
    if (parsed?.name !== 'Transfer' || String(parsed.args[1]).toLowerCase() !== to.toLowerCase()) continue;
    senders.push(getAddress(String(parsed.args[0])));
  }
  return senders;
}
