// The order `npm run dev:pay` pays outside `npm start`: read from the shop's read model, refused unless
// it is an unpaid BEP20 order (as the API's dev route refuses it).

import { DevPayRefusal } from '@shop/chain-watcher/dev-chain';
import { createPool } from '@shop/infra';

export interface OrderToPay {
  paymentAddress: string;
  amountBaseUnits: bigint;
}

export async function readOrderToPay(databaseUrl: string, orderId: string): Promise<OrderToPay> {
  if (!/^[0-9a-f-]{36}$/i.test(orderId)) throw new DevPayRefusal(`${orderId} is not an order id`);
  const pool = createPool(databaseUrl, { max: 1, applicationName: 'dev-pay' });
  try {
    const { rows } = await pool.query<{
      network: string;
      status: string;
      payment_address: string;
      amount_base_units: string;
    }>('select network, status, payment_address, amount_base_units from orders where order_id = $1', [
      orderId,
    ]);
    const [order] = rows;
    if (!order) throw new DevPayRefusal(`No order ${orderId} in the shop's database`);
    if (order.network !== 'BEP20' || order.status !== 'pending') {
      throw new DevPayRefusal(
        `Only an unpaid BEP20 order can be paid from the development wallet (this one is ${order.network}, ${order.status})`,
      );
    }
    return { paymentAddress: order.payment_address, amountBaseUnits: BigInt(order.amount_base_units) };
  } finally {
    await pool.end();
  }
}
