// The discount module's broken rules, with the messages people read.
import { DomainError, type DomainErrorKind } from '../core/domain-error.js';

export type DiscountErrorCode =
  | 'DISCOUNT_EXISTS'
  | 'DISCOUNT_NOT_FOUND'
  | 'DISCOUNT_INVALID'
  | 'DISCOUNT_INACTIVE'
  | 'DISCOUNT_NOT_YET_VALID'
  | 'DISCOUNT_EXPIRED'
  | 'DISCOUNT_NOT_FOR_PLAN'
  | 'DISCOUNT_BELOW_MINIMUM'
  | 'DISCOUNT_USAGE_LIMIT'
  | 'DISCOUNT_USER_LIMIT';

export const DISCOUNT_MESSAGES = {
  exists: 'A discount code with this code already exists',
  notFound: 'Invalid discount code',
  dateOrder: 'Valid From date must be before Valid Until date',
  inactive: 'This discount code is not active',
  notYetValid: 'This discount code is not valid yet',
  expired: 'This discount code has expired',
  notForPlan: 'This discount code does not apply to the selected plan',
  belowMinimum: (minimum: string) => `This discount code requires a minimum purchase of ${minimum} USD`,
  usageLimit: 'This discount code has reached its usage limit',
  userLimit: 'You have already used this discount code the maximum number of times',
  invalidValue: 'Discount value must be a positive number',
  percentageTooHigh: 'A percentage discount cannot exceed 100%',
  userUsageLimit: 'Per-user usage limit must be at least 1',
} as const;

const error = (code: DiscountErrorCode, message: string, kind: DomainErrorKind = 'validation') =>
  new DomainError<DiscountErrorCode>(code, message, kind);

export const discountError = {
  exists: () => error('DISCOUNT_EXISTS', DISCOUNT_MESSAGES.exists, 'rule'),
  notFound: () => error('DISCOUNT_NOT_FOUND', DISCOUNT_MESSAGES.notFound, 'not_found'),
  invalid: (message: string) => error('DISCOUNT_INVALID', message),
  inactive: () => error('DISCOUNT_INACTIVE', DISCOUNT_MESSAGES.inactive),
  notYetValid: () => error('DISCOUNT_NOT_YET_VALID', DISCOUNT_MESSAGES.notYetValid),
  expired: () => error('DISCOUNT_EXPIRED', DISCOUNT_MESSAGES.expired),
  notForPlan: () => error('DISCOUNT_NOT_FOR_PLAN', DISCOUNT_MESSAGES.notForPlan),
  belowMinimum: (minimumCents: number) =>
    error('DISCOUNT_BELOW_MINIMUM', DISCOUNT_MESSAGES.belowMinimum((minimumCents / 100).toFixed(2))),
  usageLimit: () => error('DISCOUNT_USAGE_LIMIT', DISCOUNT_MESSAGES.usageLimit, 'rule'),
  userLimit: () => error('DISCOUNT_USER_LIMIT', DISCOUNT_MESSAGES.userLimit, 'rule'),
};
