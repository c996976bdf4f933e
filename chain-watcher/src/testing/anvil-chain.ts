// Test harness: a throwaway automining anvil (chain id 56) with an official and a fake USDT and a funded sender.
//
//   const chain = await startTestChain();
//   afterAll(() => chain.stop());
//   const hash = await chain.transfer(chain.officialToken, paymentAddress, 25n * 10n ** 18n);
//   await chain.mine(15);
import { id, type JsonRpcProvider, parseEther, parseUnits, Wallet } from 'ethers';
import { startAnvil } from '../dev-chain/anvil.js';
import {
  createLocalProvider,
  DEV_CHAIN_ID,
  increaseTime,
  mineBlocks,
  setNativeBalance,
  setNextBlockTimestamp,
} from '../dev-chain/local-provider.js';
import { oneAtATime } from '../dev-chain/one-at-a-time.js';
import {
  deployTestUsdt,
  mintTestUsdt,
  sendTokenTransfer,
  tokenBalance,
  transferTestUsdt,
} from '../dev-chain/test-usdt.js';

export interface TestChainOptions {
  /** `safe` lags the head by this many blocks, `finalized` by twice as many; anvil's default is 32. */
  slotsInAnEpoch?: number;
}

export interface TestChain {
  rpcUrl: string;
  /** 56, as on BSC. */
  chainId: number;
  /** A provider without ethers' request cache, for reads the helpers below do not cover. */
  provider: JsonRpcProvider;
  /** The USDT the shop watches (18 decimals, symbol USDT), checksummed. */
  officialToken: string;
  /** Another TestUsdt with the same symbol and decimals at a different address, checksummed. */
  fakeToken: string;
  /** Holds 1,000,000 of each token and BNB for gas; not one of anvil's well-known accounts. */
  sender: string;
  /** `transfer(to, amount)` of `token` from the sender, mined; resolves with the tx hash (0x, lowercase). */
  transfer(token: string, to: string, amount: bigint): Promise<string>;
  /**
   * The same call mined with status 0 and no Transfer log: sent with a gas limit that covers the
   * transaction's intrinsic cost but not the transfer, so it fails for any amount.
   */
  sendRevertingTransfer(token: string, to: string, amount: bigint): Promise<string>;
  /** Token balance in base units. */
  balanceOf(token: string, owner: string): Promise<bigint>;
  /** Mines `blocks` empty blocks at once (`anvil_mine`). */
  mine(blocks: number): Promise<void>;
  /** The next mined block gets this timestamp (whole seconds, after the head's). */
  setNextBlockTimestamp(at: Date): Promise<void>;
  /** Moves the chain's clock forward; the next mined block shows it. */
  increaseTime(seconds: number): Promise<void>;
  /** The head's number. */
  blockNumber(): Promise<number>;
  stop(): Promise<void>;
}

/** Same key every run, so token addresses repeat; anvil's prefunded accounts are switched off. */
const SENDER_KEY = id('shop chain-watcher test sender');
const TOKEN_SUPPLY = parseUnits('1000000', 18);
/** Above `transfer`'s intrinsic gas (about 22,000 with its calldata), below what the transfer spends. */
const TOO_LITTLE_GAS = 25_000n;

export async function startTestChain(options: TestChainOptions = {}): Promise<TestChain> {
  const node = await startAnvil({ chainId: DEV_CHAIN_ID, slotsInAnEpoch: options.slotsInAnEpoch });
  const provider = createLocalProvider(node.rpcUrl);
  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      provider.destroy();
      await node.stop();
    })();
    return stopping;
  };
  try {
    const sender = new Wallet(SENDER_KEY, provider);
    await setNativeBalance(provider, sender.address, parseEther('1000'));
    const officialToken = await deployTestUsdt(sender, 18);
    const fakeToken = await deployTestUsdt(sender, 18);
    await mintTestUsdt(sender, officialToken, sender.address, TOKEN_SUPPLY);
    await mintTestUsdt(sender, fakeToken, sender.address, TOKEN_SUPPLY);

    // Calls from tests running side by side take turns, so they never race for the sender's nonce.
    const serialize = oneAtATime();
    const sendRevertingTransfer = async (token: string, to: string, amount: bigint): Promise<string> => {
      const response = await sendTokenTransfer(sender, token, to, amount, { gasLimit: TOO_LITTLE_GAS });
      const receipt = await provider.waitForTransaction(response.hash, 1);
      if (receipt?.status !== 0) throw new Error(`transfer ${response.hash} was meant to fail but did not`);
      return receipt.hash.toLowerCase();
    };

    return {
      rpcUrl: node.rpcUrl,
      chainId: DEV_CHAIN_ID,
      provider,
      officialToken,
      fakeToken,
      sender: sender.address,
      transfer: (token, to, amount) => serialize(() => transferTestUsdt(sender, token, to, amount)),
      sendRevertingTransfer: (token, to, amount) => serialize(() => sendRevertingTransfer(token, to, amount)),
      balanceOf: (token, owner) => tokenBalance(provider, token, owner),
      mine: (blocks) => mineBlocks(provider, blocks),
      setNextBlockTimestamp: (at) => setNextBlockTimestamp(provider, at),
      increaseTime: (seconds) => increaseTime(provider, seconds),
      blockNumber: () => provider.getBlockNumber(),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
