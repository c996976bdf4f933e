// What `npm run dev:pay` and `npm run dev:refund` share: find the running `npm start`'s dev chain in
// the data folder and ask its API to move test USDT from the dev wallet for one order; prints the
// transaction hash, or why it could not.
import { readDevPayToken } from '@shop/chain-watcher/dev-chain';
import { loadConfigOrExit } from '@shop/infra';

export interface DevWalletCommand {
  /** The npm script, for the usage line. */
  script: string;
  /** The dev route's last segment: `pay` or `refund`. */
  action: 'pay' | 'refund';
  refused: string;
  done: (orderId: string, transactionHash: string) => string;
}

export async function runDevWalletCommand({ script, action, refused, done }: DevWalletCommand) {
  const orderId = process.argv[2];
  if (!orderId) {
    process.stderr.write(`Usage: npm run ${script} -- <orderId>\n`);
    process.exit(2);
  }
  const config = loadConfigOrExit();
  const devChain = await readDevPayToken(config.dataDir);
  if (!devChain) {
    process.stderr.write(
      `No dev chain found in ${config.dataDir}: start the shop with npm start (without BSC_RPC_URL).\n`,
    );
    process.exit(1);
  }
  try {
    const url = `${devChain.apiUrl}/api/dev/orders/${encodeURIComponent(orderId)}/${action}`;
    const response = await fetch(url, { method: 'POST', headers: { 'x-dev-token': devChain.token } });
    const body = (await response.json()) as { transactionHash?: string; error?: string };
    if (!response.ok || !body.transactionHash) {
      process.stderr.write(`${refused}: ${body.error ?? response.statusText}\n`);
      process.exit(1);
    }
    process.stdout.write(done(orderId, body.transactionHash));
  } catch (error) {
    process.stderr.write(`Could not reach the shop at ${devChain.apiUrl}: ${(error as Error).message}\n`);
    process.exit(1);
  }
}
