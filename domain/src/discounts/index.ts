// Public surface of the discount module.
export type * from './commands.js';
export {
  DEFAULT_USER_USAGE_LIMIT,
  decideDiscount,
  discountDecider,
  normalizeDiscountCode,
  quoteDiscount,
} from './decide.js';
export { applyDiscount, fromHundredths, type PriceAfterDiscount, toHundredths } from './discount-maths.js';
export { DISCOUNT_MESSAGES, type DiscountErrorCode, discountError } from './errors.js';
export type * from './events.js';
export {
  type Discount,
  type ExistingDiscount,
  evolveDiscount,
  initialDiscount,
  usageCount,
  usesBy,
} from './state.js';
