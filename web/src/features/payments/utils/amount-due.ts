// What the checkout asks for now: the order's amount within its window, or, once too little arrived
// (underpaid), the rest before its own deadline, with the sentence that says so. Amounts are shown to the
// cent; the one copied is exact to the token's base units, as a wallet takes it ("132", "131.5").
import { formatUsdt } from '@shop/domain';
import { formatAmount, formatDateTime, formatFigure } from '../../../lib/format';
import type { PaymentStatus } from '../api/get-payment-status';

export type AmountDue = {
  /** In USDT. */
  amount: number;
  /** The same amount exactly, as a decimal string of the base units. */
  exact: string;
  /** Until when it can be sent. */
  until: string;
  /** For an underpaid order: how much arrived of how much, and what is missing until when. */
  shortfall: string | null;
};

export function amountDue(order: PaymentStatus): AmountDue {
  const { outstanding } = order;
  if (order.status !== 'underpaid' || !outstanding) {
    return {
      amount: order.amount,
      exact: formatUsdt(order.amountBaseUnits, order.network),
      until: order.expiresAt,
      shortfall: null,
    };
  }
  const usdt = (amount: number) => formatAmount(amount, order.currency);
  const received = order.receivedAmount ?? order.amount - outstanding.amount;
  return {
    amount: outstanding.amount,
    exact: formatUsdt(outstanding.baseUnits, order.network),
    until: outstanding.payUntil,
    shortfall: `We received ${formatFigure(received)} of ${usdt(order.amount)}. Send the missing ${usdt(outstanding.amount)} to the same address before ${formatDateTime(outstanding.payUntil)}.`,
  };
}
