// The order `npm run dev:pay` pays outside `npm start`: read from the shop's read model, refused unless
// it is an unpaid BEP20 order (as the API's dev route refuses it).

import { DevPayRefusal } from '@shop/chain-watcher/dev-chain';
import { PAYMENT_MESSAGES } from '@shop/command-api/contracts';
import { createKysely, createPool } from '@shop/infra';
import { findOrder, type ReadModels } from '@shop/projections';

export interface OrderToPay {
  paymentAddress: string;
  amountBaseUnits: bigint;
}

export async function readOrderToPay(databaseUrl: string, orderId: string): Promise<OrderToPay> {
  if (!/^[0-9a-f-]{36}$/i.test(orderId)) throw new DevPayRefusal(`${orderId} is not an order id`);
  const pool = createPool(databaseUrl, { max: 1, applicationName: 'dev-pay' });
  try {
    const order = await findOrder(createKysely<ReadModels>(pool), orderId);
    if (!order) throw new DevPayRefusal(`No order ${orderId} in the shop's database`);
    if (order.network !== 'BEP20' || order.status !== 'pending') {
      throw new DevPayRefusal(
        `${PAYMENT_MESSAGES.devPayRefused} (this one is ${order.network}, ${order.status})`,
      );
    }
    return { paymentAddress: order.payment_address, amountBaseUnits: BigInt(order.amount_base_units) };
  } finally {
    await pool.end();
  }
}
