// `npm run dev:pay -- <orderId>`: pays a BEP20 order of the running `npm start` from the dev chain's
// wallet, the exact amount to the order's address. The chain watcher then finds the payment.
import { runDevWalletCommand } from './dev-wallet.js';

await runDevWalletCommand({
  script: 'dev:pay',
  action: 'pay',
  refused: 'Payment refused',
  done: (orderId, hash) => `Paid order ${orderId}: transaction ${hash}\n`,
});
