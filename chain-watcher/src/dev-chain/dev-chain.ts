// The offline stand-in for BSC: anvil (chain id 56) with a test USDT and a funded payer, kept across restarts.
import { mkdir, rename } from 'node:fs/promises';
import { getAddress, type JsonRpcProvider, parseEther, parseUnits, Wallet } from 'ethers';
import { type AnvilNode, type AnvilOptions, startAnvil } from './anvil.js';
import {
  anvilStatePath,
  type DevChainFacts,
  devChainDir,
  devChainFilePath,
  readDevChainFile,
  writeDevChainFile,
} from './dev-chain-file.js';
import { createLocalProvider, DEV_CHAIN_ID, setNativeBalance } from './local-provider.js';
import { oneAtATime } from './one-at-a-time.js';
import { deployTestUsdt, mintTestUsdt, tokenSenders, transferTestUsdt } from './test-usdt.js';

export interface DevChainLogger {
  info(obj: object, msg: string): void;
}

export interface DevChainOptions {
  /** The dev chain keeps its files in `${dataDir}/dev-chain/`. */
  dataDir: string;
  /** Interval mining every this many seconds (fractions work); undefined: a block per transaction. */
  blockTimeSeconds?: number;
  /** Port for the JSON-RPC endpoint; default 0, a free one (dev-chain.json records which). */
  port?: number;
  /** Interface to listen on; default 127.0.0.1. */
  host?: string;
  logger?: DevChainLogger;
}

export interface DevPayer {
  address: string;
  /** Sends `amountBaseUnits` of the dev USDT to `to`; resolves with the tx hash (0x, lowercase) once mined. */
  pay(to: string, amountBaseUnits: bigint): Promise<string>;
  /** The address that sent the dev USDT to `paymentAddress` in `transactionHash`; undefined if none did. */
  payerOf(transactionHash: string, paymentAddress: string): Promise<string | undefined>;
}

export interface DevChain {
  rpcUrl: string;
  usdtContract: string;
  payer: DevPayer;
  /** Stops anvil, which writes its state file for the next start. */
  stop(): Promise<void>;
}

export { readDevChainFile } from './dev-chain-file.js';

const USDT_DECIMALS = 18;
const PAYER_USDT = parseUnits('1000000', USDT_DECIMALS);
const PAYER_GAS = parseEther('100');
/** Below this the payer's BNB is topped up again on start. */
const PAYER_GAS_LOW = parseEther('1');
/** anvil also writes its state this often, so a killed dev process loses little. */
const STATE_INTERVAL_SECONDS = 30;

export async function startDevChain(options: DevChainOptions): Promise<DevChain> {
  const { dataDir, logger } = options;
  await mkdir(devChainDir(dataDir), { recursive: true, mode: 0o700 });
  const node = await startAnvilWithState(
    {
      port: options.port ?? 0,
      host: options.host,
      blockTimeSeconds: options.blockTimeSeconds,
      stateFile: anvilStatePath(dataDir),
      stateIntervalSeconds: STATE_INTERVAL_SECONDS,
      chainId: DEV_CHAIN_ID,
    },
    logger,
  );
  const provider = createLocalProvider(node.rpcUrl);
  try {
    const previous = await previousFacts(dataDir, logger);
    const reusable = previous !== undefined && (await tokenStillDeployed(provider, previous));
    const facts = reusable
      ? await reuse(provider, { ...previous, rpcUrl: node.rpcUrl })
      : await deployFresh(provider, node.rpcUrl);
    await writeDevChainFile(dataDir, facts);
    const payer = devPayer(new Wallet(facts.payerPrivateKey, provider), facts.usdtContract, provider);
    logger?.info(
      {
        rpcUrl: facts.rpcUrl,
        usdtContract: facts.usdtContract,
        payer: payer.address,
        reused: reusable,
        blockTimeSeconds: options.blockTimeSeconds ?? 'automine',
        file: devChainFilePath(dataDir),
      },
      reusable ? 'dev chain started with its saved token' : 'dev chain started with a new token',
    );
    return { rpcUrl: facts.rpcUrl, usdtContract: facts.usdtContract, payer, stop: stopper(provider, node) };
  } catch (error) {
    provider.destroy();
    await node.stop();
    throw error;
  }
}

/** anvil refuses a state file it cannot parse (say, cut short by a crash): move it aside and start empty. */
async function startAnvilWithState(
  options: AnvilOptions & { stateFile: string },
  logger?: DevChainLogger,
): Promise<AnvilNode> {
  try {
    return await startAnvil(options);
  } catch (error) {
    if (!(error instanceof Error && error.message.includes("for '--state"))) throw error;
    const movedTo = `${options.stateFile}.unreadable-${Date.now()}`;
    await rename(options.stateFile, movedTo);
    logger?.info({ movedTo, reason: error.message }, 'dev chain state unreadable; starting an empty chain');
    return startAnvil(options);
  }
}

async function previousFacts(dataDir: string, logger?: DevChainLogger): Promise<DevChainFacts | undefined> {
  try {
    return await readDevChainFile(dataDir);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    logger?.info({ reason }, 'dev chain file unreadable; deploying a new token');
    return undefined;
  }
}

async function tokenStillDeployed(provider: JsonRpcProvider, facts: DevChainFacts): Promise<boolean> {
  return facts.chainId === DEV_CHAIN_ID && (await provider.getCode(facts.usdtContract)) !== '0x';
}

async function reuse(provider: JsonRpcProvider, facts: DevChainFacts): Promise<DevChainFacts> {
  const payer = new Wallet(facts.payerPrivateKey);
  if ((await provider.getBalance(payer.address)) < PAYER_GAS_LOW) {
    await setNativeBalance(provider, payer.address, PAYER_GAS);
  }
  return facts;
}

/** A new random payer (never one of anvil's well-known accounts) deploys the token and mints itself USDT. */
async function deployFresh(provider: JsonRpcProvider, rpcUrl: string): Promise<DevChainFacts> {
  const payer = new Wallet(Wallet.createRandom().privateKey, provider);
  await setNativeBalance(provider, payer.address, PAYER_GAS);
  const usdtContract = await deployTestUsdt(payer, USDT_DECIMALS);
  await mintTestUsdt(payer, usdtContract, payer.address, PAYER_USDT);
  return { rpcUrl, usdtContract, payerPrivateKey: payer.privateKey, chainId: DEV_CHAIN_ID };
}

function devPayer(wallet: Wallet, usdtContract: string, provider: JsonRpcProvider): DevPayer {
  // Each payment waits for its block before the next one reads the nonce.
  const serialize = oneAtATime();
  const pay = (to: string, amountBaseUnits: bigint): Promise<string> =>
    serialize(async () => {
      if (amountBaseUnits <= 0n) throw new RangeError(`amount must be above 0, got ${amountBaseUnits}`);
      return transferTestUsdt(wallet, usdtContract, getAddress(to), amountBaseUnits);
    });
  const payerOf = async (transactionHash: string, paymentAddress: string) =>
    (await tokenSenders(provider, usdtContract, transactionHash, paymentAddress))[0];
  return { address: wallet.address, pay, payerOf };
}

function stopper(provider: JsonRpcProvider, node: AnvilNode): () => Promise<void> {
  let stopping: Promise<void> | undefined;
  return () => {
    stopping ??= (async () => {
      provider.destroy();
      await node.stop();
    })();
    return stopping;
  };
}
