// An order as its owner sees it, from the read model.
import { NETWORK_INFO } from '@shop/domain';
import type { OrderRow } from '@shop/projections';
import type { OrderView } from '../contracts/payments.js';

export function orderViewFromRow(row: OrderRow): OrderView {
  return {
    orderId: row.order_id,
    status: row.status,
    network: row.network,
    networkInfo: NETWORK_INFO[row.network],
    paymentAddress: row.payment_address,
    amount: row.amount_cents / 100,
    amountBaseUnits: row.amount_base_units,
    currency: 'USDT',
    planType: row.plan_type,
    planDuration: row.plan_duration,
    planName: row.plan_name,
    accountNumber: Number(row.account_number),
    discount: row.discount_code
      ? { code: row.discount_code, discountAmount: row.discount_cents / 100 }
      : null,
    createdAt: row.placed_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    transactionHash: row.transaction_hash,
  };
}
