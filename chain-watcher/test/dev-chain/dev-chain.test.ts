// The local BSC stand-in against a real anvil: the node, the test USDT, the dev chain, the test harness.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually } from '@shop/infra/testing';
import { type JsonRpcProvider, parseEther, parseUnits, Wallet } from 'ethers';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  type AnvilNode,
  createLocalProvider,
  type DevChain,
  deployTestUsdt,
  devChainFilePath,
  mineBlocks,
  mintTestUsdt,
  readDevChainFile,
  setNativeBalance,
  startAnvil,
  startDevChain,
  testUsdtInterface,
  tokenBalance,
  transferTestUsdt,
} from '../../src/dev-chain/index.js';
import { TEST_USDT_SOURCE_SHA256 } from '../../src/dev-chain/test-usdt-artifact.js';
import { startTestChain, type TestChain } from '../../src/testing/anvil-chain.js';

const USDT = 10n ** 18n;

// Everything a test starts is stopped after it, even when it fails half-way.
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function anvil(options: Parameters<typeof startAnvil>[0] = {}): Promise<AnvilNode> {
  const node = await startAnvil(options);
  cleanups.push(node.stop);
  return node;
}

function provider(rpcUrl: string): JsonRpcProvider {
  const created = createLocalProvider(rpcUrl);
  cleanups.push(async () => created.destroy());
  return created;
}

async function devChain(dataDir: string, blockTimeSeconds?: number): Promise<DevChain> {
  const chain = await startDevChain({ dataDir, blockTimeSeconds });
  cleanups.push(chain.stop);
  return chain;
}

async function testChain(): Promise<TestChain> {
  const chain = await startTestChain();
  cleanups.push(chain.stop);
  return chain;
}

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'dev-chain-test-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

async function fundedWallet(rpc: JsonRpcProvider): Promise<Wallet> {
  const wallet = new Wallet(Wallet.createRandom().privateKey, rpc);
  await setNativeBalance(rpc, wallet.address, parseEther('10'));
  return wallet;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function blockNumberOf(
  rpc: JsonRpcProvider,
  tag: 'safe' | 'finalized' | 'latest',
): Promise<number | undefined> {
  return (await rpc.getBlock(tag))?.number;
}

afterAll(() => {
  // No anvil started by this file outlives it (pgrep exits 1 when it finds none).
  const children = (() => {
    try {
      return execFileSync('pgrep', ['-P', String(process.pid), 'anvil'], { encoding: 'utf8' }).trim();
    } catch {
      return '';
    }
  })();
  expect(children).toBe('');
});

describe('startAnvil', () => {
  it('answers as chain 56 on a free port, without prefunded accounts, and exits on stop', async () => {
    const node = await anvil();
    expect(node.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const rpc = provider(node.rpcUrl);
    expect(await rpc.send('eth_chainId', [])).toBe('0x38');
    expect(await rpc.send('eth_accounts', [])).toEqual([]);

    await node.stop();
    expect(isRunning(node.pid)).toBe(false);
    await node.stop(); // stopping twice is harmless
  });

  it("fails with anvil's own message when it cannot start", async () => {
    const first = await anvil();
    const port = Number(new URL(first.rpcUrl).port);
    await expect(startAnvil({ port })).rejects.toThrow(/exited with code 1[\s\S]*Address already in use/);
  });

  it('mines on a fractional block time', async () => {
    const node = await anvil({ blockTimeSeconds: 0.25 });
    const rpc = provider(node.rpcUrl);
    await eventually(() => rpc.getBlockNumber(), {
      what: 'four blocks mined',
      accept: (block) => block >= 4,
      intervalMs: 100,
    });
  });

  it('puts safe one epoch and finalized two epochs behind the head, never before genesis', async () => {
    const rpc = provider((await anvil()).rpcUrl);
    expect(await blockNumberOf(rpc, 'finalized')).toBe(0);
    await mineBlocks(rpc, 100);
    expect(await blockNumberOf(rpc, 'latest')).toBe(100);
    expect(await blockNumberOf(rpc, 'safe')).toBe(68);
    expect(await blockNumberOf(rpc, 'finalized')).toBe(36);

    const short = provider((await anvil({ slotsInAnEpoch: 2 })).rpcUrl);
    await mineBlocks(short, 10);
    expect(await blockNumberOf(short, 'finalized')).toBe(6);
  });

  it('keeps the chain in its state file across a restart', async () => {
    const stateFile = join(await tempDir(), 'state', 'anvil-state.json');
    const first = await anvil({ stateFile });
    const before = provider(first.rpcUrl);
    await mineBlocks(before, 7);
    before.destroy();
    await first.stop();
    expect((await stat(stateFile)).size).toBeGreaterThan(0);

    const second = await anvil({ stateFile });
    expect(await provider(second.rpcUrl).getBlockNumber()).toBe(7);
  });
});

describe('TestUsdt', () => {
  it('was compiled from the TestUsdt.sol in the repository', async () => {
    const source = await readFile(new URL('../../src/dev-chain/TestUsdt.sol', import.meta.url));
    expect(createHash('sha256').update(source).digest('hex')).toBe(TEST_USDT_SOURCE_SHA256);
  });

  it('takes its decimals from the constructor, lets only the deployer mint and refuses overdrafts', async () => {
    const rpc = provider((await anvil()).rpcUrl);
    const [deployer, holder] = [await fundedWallet(rpc), await fundedWallet(rpc)];
    const token = await deployTestUsdt(deployer, 6);
    const read = async (name: 'name' | 'symbol' | 'decimals' | 'totalSupply') =>
      testUsdtInterface.decodeFunctionResult(
        name,
        await rpc.call({ to: token, data: testUsdtInterface.encodeFunctionData(name) }),
      )[0];
    expect(await read('name')).toBe('Tether USD (dev)');
    expect(await read('symbol')).toBe('USDT');
    expect(await read('decimals')).toBe(6n);

    await mintTestUsdt(deployer, token, holder.address, parseUnits('5', 6));
    expect(await tokenBalance(rpc, token, holder.address)).toBe(5_000_000n);
    expect(await read('totalSupply')).toBe(5_000_000n);
    await expect(mintTestUsdt(holder, token, holder.address, 1n)).rejects.toThrow(/only the deployer mints/);
    await expect(transferTestUsdt(holder, token, deployer.address, 5_000_001n)).rejects.toThrow(
      /insufficient balance/,
    );
    await transferTestUsdt(holder, token, deployer.address, 2_000_000n);
    expect(await tokenBalance(rpc, token, deployer.address)).toBe(2_000_000n);
  });
});

describe('startDevChain', () => {
  it('deploys a token, funds a payer whose payments show in balances, and keeps both across restarts', async () => {
    const dataDir = await tempDir();
    const shopAddress = Wallet.createRandom().address;

    const first = await devChain(dataDir);
    const firstFacts = await readDevChainFile(dataDir);
    expect(firstFacts).toEqual({
      rpcUrl: first.rpcUrl,
      usdtContract: first.usdtContract,
      payerPrivateKey: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      chainId: 56,
    });
    expect((await stat(devChainFilePath(dataDir))).mode & 0o777).toBe(0o600);
    expect(new Wallet(firstFacts!.payerPrivateKey).address).toBe(first.payer.address);

    const firstRpc = provider(first.rpcUrl);
    expect(await firstRpc.send('eth_accounts', [])).toEqual([]);
    expect(await tokenBalance(firstRpc, first.usdtContract, first.payer.address)).toBe(1_000_000n * USDT);
    const hash = await first.payer.pay(shopAddress, 25n * USDT);
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect((await firstRpc.getTransactionReceipt(hash))?.status).toBe(1);
    expect(await tokenBalance(firstRpc, first.usdtContract, shopAddress)).toBe(25n * USDT);
    firstRpc.destroy();
    await first.stop();

    const second = await devChain(dataDir);
    expect(second.usdtContract).toBe(first.usdtContract);
    expect(second.payer.address).toBe(first.payer.address);
    expect((await readDevChainFile(dataDir))?.rpcUrl).toBe(second.rpcUrl);
    const secondRpc = provider(second.rpcUrl);
    expect(await tokenBalance(secondRpc, second.usdtContract, shopAddress)).toBe(25n * USDT);
    expect((await secondRpc.getTransactionReceipt(hash))?.status).toBe(1);
    await second.payer.pay(shopAddress, 5n * USDT);
    expect(await tokenBalance(secondRpc, second.usdtContract, second.payer.address)).toBe(999_970n * USDT);
  });

  it('deploys afresh when the saved token is gone from the chain', async () => {
    const dataDir = await tempDir();
    const first = await devChain(dataDir);
    await first.stop();
    await rm(join(dataDir, 'dev-chain', 'anvil-state.json'));

    const messages: string[] = [];
    const second = await startDevChain({ dataDir, logger: { info: (_obj, msg) => messages.push(msg) } });
    cleanups.push(second.stop);
    expect(second.usdtContract).not.toBe(first.usdtContract);
    expect(second.payer.address).not.toBe(first.payer.address);
    expect((await readDevChainFile(dataDir))?.usdtContract).toBe(second.usdtContract);
    expect(messages).toEqual(['dev chain started with a new token']);
  });

  it('starts empty when the state file is unreadable, keeping it aside', async () => {
    const dataDir = await tempDir();
    const first = await devChain(dataDir);
    await first.stop();
    await writeFile(join(dataDir, 'dev-chain', 'anvil-state.json'), '{"cut sh');

    const second = await devChain(dataDir);
    expect(second.usdtContract).not.toBe(first.usdtContract);
    const kept = await readdir(join(dataDir, 'dev-chain'));
    expect(kept.filter((name) => name.startsWith('anvil-state.json.unreadable-'))).toHaveLength(1);
  });

  it('returns from pay only once the payment is mined, with interval mining', async () => {
    const chain = await devChain(await tempDir(), 0.5);
    const hash = await chain.payer.pay(Wallet.createRandom().address, 1n);
    expect((await provider(chain.rpcUrl).getTransactionReceipt(hash))?.status).toBe(1);
  });

  it('names the wallet that paid an address in a transaction, where dev:refund sends the money back', async () => {
    const chain = await devChain(await tempDir());
    const shopAddress = Wallet.createRandom().address;
    const hash = await chain.payer.pay(shopAddress, 5n);
    expect(await chain.payer.payerOf(hash, shopAddress)).toBe(chain.payer.address);
    expect(await chain.payer.payerOf(hash, Wallet.createRandom().address)).toBeUndefined();
    expect(await chain.payer.payerOf(`0x${'0'.repeat(64)}`, shopAddress)).toBeUndefined();
  });

  it('tells when no dev chain was started, and refuses a malformed file', async () => {
    const dataDir = await tempDir();
    expect(await readDevChainFile(dataDir)).toBeUndefined();
    await devChain(dataDir).then((chain) => chain.stop());
    await writeFile(devChainFilePath(dataDir), '{"rpcUrl": 1}');
    await expect(readDevChainFile(dataDir)).rejects.toThrow(/dev-chain\.json is malformed/);
  });
});

describe('startTestChain', () => {
  it('has an official and a fake USDT at different addresses and a sender holding both', async () => {
    const chain = await testChain();
    expect(chain.officialToken).not.toBe(chain.fakeToken);
    const symbol = async (token: string) =>
      testUsdtInterface.decodeFunctionResult(
        'symbol',
        await chain.provider.call({ to: token, data: testUsdtInterface.encodeFunctionData('symbol') }),
      )[0];
    expect(await symbol(chain.officialToken)).toBe('USDT');
    expect(await symbol(chain.fakeToken)).toBe('USDT');
    expect(await chain.balanceOf(chain.officialToken, chain.sender)).toBe(1_000_000n * USDT);
    expect(await chain.balanceOf(chain.fakeToken, chain.sender)).toBe(1_000_000n * USDT);
    expect(await chain.provider.send('eth_accounts', [])).toEqual([]);
  });

  it('transfers, mined, and side by side without nonce races', async () => {
    const chain = await testChain();
    const to = Wallet.createRandom().address;
    const hashes = await Promise.all(
      [1n, 2n, 3n].map((n) => chain.transfer(chain.officialToken, to, n * USDT)),
    );
    expect(new Set(hashes).size).toBe(3);
    for (const hash of hashes) expect((await chain.provider.getTransactionReceipt(hash))?.status).toBe(1);
    expect(await chain.balanceOf(chain.officialToken, to)).toBe(6n * USDT);
  });

  it('mines a reverting transfer with status 0 and no Transfer log, whatever the amount', async () => {
    const chain = await testChain();
    const to = Wallet.createRandom().address;
    for (const amount of [USDT, 10n ** 40n]) {
      const hash = await chain.sendRevertingTransfer(chain.officialToken, to, amount);
      expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
      const receipt = await chain.provider.getTransactionReceipt(hash);
      expect(receipt?.status).toBe(0);
      expect(receipt?.logs).toEqual([]);
      expect(receipt?.blockNumber).toBe(await chain.blockNumber());
    }
    expect(await chain.balanceOf(chain.officialToken, to)).toBe(0n);
  });

  it('mines n blocks with mine(n) and moves the clock', async () => {
    const chain = await testChain();
    const head = await chain.blockNumber();
    await chain.mine(5);
    expect(await chain.blockNumber()).toBe(head + 5);
    await chain.mine(0);
    expect(await chain.blockNumber()).toBe(head + 5);

    const at = new Date(Date.now() + 3_600_000);
    await chain.setNextBlockTimestamp(at);
    await chain.mine(1);
    expect((await chain.provider.getBlock('latest'))?.timestamp).toBe(Math.floor(at.getTime() / 1000));
    await chain.increaseTime(600);
    await chain.mine(1);
    expect((await chain.provider.getBlock('latest'))?.timestamp).toBeGreaterThanOrEqual(
      Math.floor(at.getTime() / 1000) + 600,
    );
  });
});
