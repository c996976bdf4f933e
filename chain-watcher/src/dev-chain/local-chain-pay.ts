// `npm run dev:pay` on a local anvil given as BSC_RPC_URL (the services run apart): the chain's funded
// dev account (or the payer of an `npm start` dev chain whose test USDT it is) sends the test USDT
// itself, minting what it lacks; it can also deploy that test USDT. Refuses any node but anvil.
import { type JsonRpcProvider, type Signer, Wallet } from 'ethers';
import { readDevChainFile } from './dev-chain-file.js';
import { DevPayRefusal } from './dev-pay-refusal.js';
import { createLocalProvider } from './local-provider.js';
import { deployTestUsdt, mintTestUsdt, tokenBalance, transferTestUsdt } from './test-usdt.js';

/** What the payer mints itself when it holds too little: plenty for many payments. */
const TOP_UP_BASE_UNITS = 1_000_000n * 10n ** 18n;
const TEST_USDT_DECIMALS = 18;

/** One JSON-RPC call over fetch: unlike an ethers provider, it fails at once when nothing answers. */
async function rpcCall(rpcUrl: string, method: string): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await response.json()) as { result?: unknown; error?: { message: string } };
  if (body.error) throw new Error(body.error.message);
  return body.result;
}

/** A provider for `rpcUrl` once it is known to be anvil, on the chain id anvil reports. */
export async function connectToLocalChain(rpcUrl: string): Promise<JsonRpcProvider> {
  let client: string;
  let chainId: number;
  try {
    client = String(await rpcCall(rpcUrl, 'web3_clientVersion').catch(() => 'no client version'));
    chainId = Number(await rpcCall(rpcUrl, 'eth_chainId'));
  } catch (error) {
    throw new DevPayRefusal(`Could not reach BSC_RPC_URL (${rpcUrl}): ${(error as Error).message}`);
  }
  if (!/^anvil\//i.test(client)) {
    throw new DevPayRefusal(
      `BSC_RPC_URL (${rpcUrl}) is not a local anvil chain (it says "${client}"): dev:pay only pays on a development chain`,
    );
  }
  return createLocalProvider(rpcUrl, chainId);
}

/** The dev chain file's payer when its token is this one; else the chain's first unlocked account. */
async function localPayer(provider: JsonRpcProvider, dataDir: string, usdtContract: string): Promise<Signer> {
  const devChain = await readDevChainFile(dataDir).catch(() => undefined);
  if (devChain?.usdtContract.toLowerCase() === usdtContract.toLowerCase()) {
    return new Wallet(devChain.payerPrivateKey, provider);
  }
  const [account] = (await provider.send('eth_accounts', [])) as string[];
  if (!account) {
    throw new DevPayRefusal(
      'The chain has no unlocked dev account (anvil started with --accounts 0?) and no dev chain file ' +
        `in ${dataDir} names its test USDT`,
    );
  }
  return provider.getSigner(account);
}

/** Deploys a test USDT from the chain's first dev account, which may then mint it; its address. */
export async function deployLocalTestUsdt(provider: JsonRpcProvider): Promise<string> {
  const [account] = (await provider.send('eth_accounts', [])) as string[];
  if (!account) throw new DevPayRefusal('The chain has no unlocked dev account to deploy from');
  return deployTestUsdt(await provider.getSigner(account), TEST_USDT_DECIMALS);
}

export interface LocalPayment {
  provider: JsonRpcProvider;
  usdtContract: string;
  dataDir: string;
  to: string;
  amountBaseUnits: bigint;
}

/** Sends the amount of test USDT to the address; resolves with the mined transaction's hash. */
export async function payOnLocalChain({
  provider,
  usdtContract,
  dataDir,
  to,
  amountBaseUnits,
}: LocalPayment): Promise<string> {
  if ((await provider.getCode(usdtContract)) === '0x') {
    throw new DevPayRefusal(
      `No contract at BEP20_USDT_CONTRACT (${usdtContract}) on this chain: deploy the test USDT with ` +
        '`npm run dev:pay -- --deploy-usdt` and give its address to every service as BEP20_USDT_CONTRACT',
    );
  }
  const payer = await localPayer(provider, dataDir, usdtContract);
  const payerAddress = await payer.getAddress();
  const held = await tokenBalance(provider, usdtContract, payerAddress);
  if (held < amountBaseUnits) {
    await mintTestUsdt(payer, usdtContract, payerAddress, TOP_UP_BASE_UNITS).catch((error: unknown) => {
      throw new DevPayRefusal(
        `The dev account ${payerAddress} holds ${held} base units of ${usdtContract} and may not mint more ` +
          `(${(error as Error).message.split('\n')[0]})`,
      );
    });
  }
  return transferTestUsdt(payer, usdtContract, to, amountBaseUnits);
}
