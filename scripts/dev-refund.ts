// `npm run dev:refund -- <orderId>`: sends the refund of a BEP20 order of the running `npm start` from
// the dev chain's wallet back to the address that paid it (or the refund address the buyer gave), and
// prints the transaction hash to paste into the refund approval. The chain watcher then verifies it.
import { runDevWalletCommand } from './dev-wallet.js';

await runDevWalletCommand({
  script: 'dev:refund',
  action: 'refund',
  refused: 'Refund refused',
  done: (orderId, hash) =>
    `Refund of order ${orderId} sent: transaction ${hash}\nPaste this hash into the refund approval.\n`,
});
