// Public surface of the order module.

export { paymentToCheck } from './chain-verdict.js';
export type * from './commands.js';
export {
  decideOrder,
  orderDecider,
  PAYMENT_WINDOW_MINUTES,
} from './decide.js';
export { ORDER_MESSAGES, type OrderErrorCode, orderError } from './errors.js';
export type * from './events.js';
export * from './networks.js';
export * from './payment-check.js';
export * from './refund-check.js';
export { REFUND_WINDOW_DAYS, refundableUntil, refundTransactionHolder } from './refunds.js';
export {
  evolveOrder,
  HELD_STATUSES,
  initialOrder,
  type Order,
  type OrderRefund,
  type OrderStatus,
  outstandingBaseUnits,
  type PlacedOrder,
  type RefundFailure,
  type RefundStatus,
  TOP_UP_WINDOW_HOURS,
} from './state.js';
