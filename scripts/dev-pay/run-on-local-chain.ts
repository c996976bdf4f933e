// `npm run dev:pay` against a shop run as separate services on a local anvil (BSC_RPC_URL set): reads the
// order from DATABASE_URL's read model and pays it from the chain itself, or deploys the test USDT.
import {
  connectToLocalChain,
  DevPayRefusal,
  deployLocalTestUsdt,
  payOnLocalChain,
} from '@shop/chain-watcher/dev-chain';
import type { Config } from '@shop/infra';
import { readOrderToPay } from './order-to-pay.js';

/** `argument` is an order id, or `--deploy-usdt`; prints what was done, throws a DevPayRefusal otherwise. */
export async function runOnLocalChain(config: Config, rpcUrl: string, argument: string): Promise<string> {
  const provider = await connectToLocalChain(rpcUrl);
  try {
    if (argument === '--deploy-usdt') {
      const usdtContract = await deployLocalTestUsdt(provider);
      return (
        `Deployed a test USDT at ${usdtContract}\n` +
        `Give every service BEP20_USDT_CONTRACT=${usdtContract} (and this script too).\n`
      );
    }
    if (!config.databaseUrl) {
      throw new DevPayRefusal(
        "DATABASE_URL is required with BSC_RPC_URL: the order is read from the shop's database",
      );
    }
    const order = await readOrderToPay(config.databaseUrl, argument);
    const hash = await payOnLocalChain({
      provider,
      usdtContract: config.chains.bsc.usdtContract,
      dataDir: config.dataDir,
      to: order.paymentAddress,
      amountBaseUnits: order.amountBaseUnits,
    });
    return `Paid order ${argument}: transaction ${hash}\n`;
  } finally {
    provider.destroy();
  }
}
