// `npm run dev:pay -- <orderId>`: pays a BEP20 order in full with test USDT on a development chain, the
// exact amount to the order's address; the chain watcher then finds the payment. Under `npm start` it asks
// the running shop's dev chain; with BSC_RPC_URL set (services run apart on a local anvil) it reads the
// order from DATABASE_URL and sends the payment from the chain's dev account itself.

import { DevPayRefusal } from '@shop/chain-watcher/dev-chain';
import { loadConfigOrExit } from '@shop/infra';
import { runOnLocalChain } from './dev-pay/run-on-local-chain.js';
import { runDevWalletCommand } from './dev-wallet.js';

const USAGE = `Usage: npm run dev:pay -- <orderId>
  Pays an unpaid BEP20 order in full with test USDT on a development chain.
  - Under npm start (its embedded dev chain): nothing else is needed.
  - Services run apart on a local anvil: give it the services' DATABASE_URL (the shop's database),
    BSC_RPC_URL (the anvil), BEP20_USDT_CONTRACT (the test USDT on it) and BEP20_XPUB; it pays from
    anvil's first dev account (or the npm start dev chain's payer found in DATA_DIR).
npm run dev:pay -- --deploy-usdt
  With BSC_RPC_URL (and BEP20_XPUB): deploys a test USDT on the anvil and prints the
  BEP20_USDT_CONTRACT to give every service.
`;

const argument = process.argv[2];
const rpcUrl = process.env.BSC_RPC_URL;
if (!argument || argument === '--help' || (argument === '--deploy-usdt' && !rpcUrl)) {
  process.stderr.write(USAGE);
  process.exit(2);
}
if (rpcUrl) {
  const config = loadConfigOrExit();
  try {
    process.stdout.write(await runOnLocalChain(config, config.chains.bsc.rpcUrl ?? rpcUrl, argument));
  } catch (error) {
    if (!(error instanceof DevPayRefusal)) throw error;
    process.stderr.write(`Payment refused: ${error.message}\n`);
    process.exit(1);
  }
} else {
  await runDevWalletCommand({
    script: 'dev:pay',
    action: 'pay',
    refused: 'Payment refused',
    done: (orderId, hash) => `Paid order ${orderId}: transaction ${hash}\n`,
  });
}
