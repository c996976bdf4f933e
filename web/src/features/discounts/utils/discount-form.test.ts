// The create form's check (spec §5 Discount form): required fields, the date order, the API schema's
// messages, the domain's percentage ceiling, and the body it builds.
import { DISCOUNT_MESSAGES } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { checkDiscountForm, type DiscountFormValues, emptyDiscountForm } from './discount-form';

const NOW = new Date(2026, 2, 5, 9, 30);
const valid = (overrides: Partial<DiscountFormValues> = {}): DiscountFormValues => ({
  ...emptyDiscountForm(NOW),
  code: 'spring10',
  description: '  Spring sale ',
  value: '10',
  validUntil: '2026-04-01T00:00',
  ...overrides,
});

describe('emptyDiscountForm', () => {
  it('holds the spec defaults, valid from the given moment', () => {
    expect(emptyDiscountForm(NOW)).toEqual({
      code: '',
      description: '',
      type: 'percentage',
      value: '',
      maxDiscount: '',
      minAmount: '0',
      usageLimit: '',
      userUsageLimit: '1',
      applicablePlans: [],
      validFrom: '2026-03-05T09:30',
      validUntil: '',
    });
  });
});

describe('checkDiscountForm', () => {
  it('builds the request: trimmed, upper-cased code, numbers, nulls for no cap and no limit, ISO dates', () => {
    expect(checkDiscountForm(valid())).toEqual({
      ok: true,
      request: {
        code: 'SPRING10',
        description: 'Spring sale',
        type: 'percentage',
        value: 10,
        maxDiscount: null,
        minAmount: 0,
        usageLimit: null,
        userUsageLimit: 1,
        applicablePlans: [],
        validFrom: NOW.toISOString(),
        validUntil: new Date(2026, 3, 1).toISOString(),
      },
    });
  });

  it('drops the cap of a fixed code and reads an empty minimum as 0 and an empty per-user limit as 1', () => {
    const check = checkDiscountForm(
      valid({ type: 'fixed', value: '5.5', maxDiscount: '20', minAmount: ' ', userUsageLimit: '' }),
    );

    expect(check).toMatchObject({
      ok: true,
      request: { type: 'fixed', value: 5.5, maxDiscount: null, minAmount: 0, userUsageLimit: 1 },
    });
  });

  it('names each missing required field, and the date order at the same time', () => {
    expect(
      checkDiscountForm(valid({ code: ' ', description: '', value: '', validFrom: '2026-05-01T00:00' })),
    ).toEqual({
      ok: false,
      fieldErrors: {
        code: 'Code is required',
        description: 'Description is required',
        value: 'Value is required',
      },
      formError: 'Error: Valid From date must be before Valid Until date',
    });
    expect(checkDiscountForm(valid({ validFrom: '', validUntil: '' }))).toEqual({
      ok: false,
      fieldErrors: { validFrom: 'Valid From is required', validUntil: 'Valid Until is required' },
      formError: null,
    });
  });

  it('refuses equal dates, to the minute', () => {
    expect(checkDiscountForm(valid({ validFrom: '2026-04-01T00:00' }))).toMatchObject({
      ok: false,
      formError: `Error: ${DISCOUNT_MESSAGES.dateOrder}`,
    });
    expect(checkDiscountForm(valid({ validFrom: '2026-03-31T23:59' })).ok).toBe(true);
  });

  it.each([
    [{ code: 'SPRING 10' }, 'code', 'Code may contain only letters, numbers, dashes and underscores'],
    [{ value: '0' }, 'value', DISCOUNT_MESSAGES.invalidValue],
    [{ value: '100.01' }, 'value', DISCOUNT_MESSAGES.percentageTooHigh],
    [{ userUsageLimit: '0' }, 'userUsageLimit', DISCOUNT_MESSAGES.userUsageLimit],
    [{ usageLimit: '2.5' }, 'usageLimit', 'Usage limit must be a whole number'],
    [{ minAmount: '-1' }, 'minAmount', 'Minimum amount cannot be negative'],
    [{ maxDiscount: '-5' }, 'maxDiscount', 'Max discount cannot be negative'],
  ] as const)('refuses %o under %s', (overrides, field, message) => {
    expect(checkDiscountForm(valid(overrides))).toEqual({
      ok: false,
      fieldErrors: { [field]: message },
      formError: null,
    });
  });

  it('allows a fixed amount above 100', () => {
    expect(checkDiscountForm(valid({ type: 'fixed', value: '150' })).ok).toBe(true);
  });
});
