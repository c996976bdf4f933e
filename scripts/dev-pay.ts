// `npm run dev:pay -- <orderId>`: pays a BEP20 order of the running `npm start` from the dev chain's
// wallet, the exact amount to the order's address. The chain watcher then finds the payment.
import { readDevPayToken } from '@shop/chain-watcher/dev-chain';
import { loadConfigOrExit } from '@shop/infra';

const orderId = process.argv[2];
if (!orderId) {
  process.stderr.write('Usage: npm run dev:pay -- <orderId>\n');
  process.exit(2);
}
const config = loadConfigOrExit();
const devPay = await readDevPayToken(config.dataDir);
if (!devPay) {
  process.stderr.write(
    `No dev chain found in ${config.dataDir}: start the shop with npm start (without BSC_RPC_URL).\n`,
  );
  process.exit(1);
}
try {
  const response = await fetch(`${devPay.apiUrl}/api/dev/orders/${encodeURIComponent(orderId)}/pay`, {
    method: 'POST',
    headers: { 'x-dev-token': devPay.token },
  });
  const body = (await response.json()) as { transactionHash?: string; error?: string };
  if (!response.ok || !body.transactionHash) {
    process.stderr.write(`Payment refused: ${body.error ?? response.statusText}\n`);
    process.exit(1);
  }
  process.stdout.write(`Paid order ${orderId}: transaction ${body.transactionHash}\n`);
} catch (error) {
  process.stderr.write(`Could not reach the shop at ${devPay.apiUrl}: ${(error as Error).message}\n`);
  process.exit(1);
}
