// `npm run dev:refund -- <orderId>`: sends the refund of a BEP20 order of the running `npm start` from
// the dev chain's wallet back to the address that paid it (or the refund address the buyer gave), and
// prints the transaction hash to paste into the refund approval. The chain watcher then verifies it.
import { readDevPayToken } from '@shop/chain-watcher/dev-chain';
import { loadConfigOrExit } from '@shop/infra';

const orderId = process.argv[2];
if (!orderId) {
  process.stderr.write('Usage: npm run dev:refund -- <orderId>\n');
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
  const response = await fetch(`${devChain.apiUrl}/api/dev/orders/${encodeURIComponent(orderId)}/refund`, {
    method: 'POST',
    headers: { 'x-dev-token': devChain.token },
  });
  const body = (await response.json()) as { transactionHash?: string; error?: string };
  if (!response.ok || !body.transactionHash) {
    process.stderr.write(`Refund refused: ${body.error ?? response.statusText}\n`);
    process.exit(1);
  }
  process.stdout.write(
    `Refund of order ${orderId} sent: transaction ${body.transactionHash}\nPaste this hash into the refund approval.\n`,
  );
} catch (error) {
  process.stderr.write(`Could not reach the shop at ${devChain.apiUrl}: ${(error as Error).message}\n`);
  process.exit(1);
}
