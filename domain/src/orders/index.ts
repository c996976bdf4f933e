// Public surface of the order module.
export type * from './commands.js';
export {
  decideOrder,
  orderDecider,
  orderStream,
  PAYMENT_WINDOW_MINUTES,
  transactionReservation,
} from './decide.js';
export { ORDER_MESSAGES, type OrderErrorCode, orderError } from './errors.js';
export type * from './events.js';
export * from './networks.js';
export { evolveOrder, initialOrder, type Order, type PlacedOrder } from './state.js';
