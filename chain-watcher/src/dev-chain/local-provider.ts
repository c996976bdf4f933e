// ethers access to a local anvil chain: a provider that never answers from a stale cache, and anvil's test RPCs.
import { JsonRpcProvider, Network, toQuantity } from 'ethers';

export const DEV_CHAIN_ID = 56;

/**
 * A provider for a local chain. `cacheTimeout: -1` turns off ethers' request cache (otherwise block
 * numbers, and so confirmation counts, come back stale); the static network skips chain-id probing.
 */
export function createLocalProvider(rpcUrl: string, chainId = DEV_CHAIN_ID): JsonRpcProvider {
  const network = new Network('bsc-dev', chainId);
  return new JsonRpcProvider(rpcUrl, network, {
    staticNetwork: network,
    cacheTimeout: -1,
    pollingInterval: 100,
  });
}

/** Sets an account's native balance (BNB for gas) without a transaction. */
export async function setNativeBalance(
  provider: JsonRpcProvider,
  address: string,
  wei: bigint,
): Promise<void> {
  await provider.send('anvil_setBalance', [address, toQuantity(wei)]);
}

/** Mines `blocks` empty blocks at once. */
export async function mineBlocks(provider: JsonRpcProvider, blocks: number): Promise<void> {
  if (!Number.isSafeInteger(blocks) || blocks < 0)
    throw new RangeError(`blocks must be a whole number ≥ 0, got ${blocks}`);
  if (blocks > 0) await provider.send('anvil_mine', [toQuantity(blocks)]);
}

/** The next mined block gets this timestamp (whole seconds; must be after the head's). */
export async function setNextBlockTimestamp(provider: JsonRpcProvider, at: Date): Promise<void> {
  await provider.send('evm_setNextBlockTimestamp', [toQuantity(Math.floor(at.getTime() / 1000))]);
}

/** Moves the chain's clock forward; the next mined block's timestamp shows it. */
export async function increaseTime(provider: JsonRpcProvider, seconds: number): Promise<void> {
  if (!Number.isSafeInteger(seconds) || seconds < 0)
    throw new RangeError(`seconds must be a whole number ≥ 0, got ${seconds}`);
  await provider.send('evm_increaseTime', [toQuantity(seconds)]);
}
