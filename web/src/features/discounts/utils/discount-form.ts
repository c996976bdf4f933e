// The create form's entries and their check (spec §5 Discount form): required fields and the date order
// first, then the API's own request schema, giving either the request body or the messages to show.
import { createDiscountRequestSchema } from '@shop/command-api/contracts';
import { DISCOUNT_MESSAGES, normalizeDiscountCode, type PlanType } from '@shop/domain';
import { fromDateTimeLocal, toDateTimeLocal } from '../../../lib/datetime-local';
import type { CreateDiscountRequest } from '../api/create-discount';
import { DISCOUNT_SCREEN_MESSAGES } from '../messages';

export type DiscountType = CreateDiscountRequest['type'];

/** What the inputs hold: text as typed (numbers too), dates as datetime-local values. */
export type DiscountFormValues = {
  code: string;
  description: string;
  type: DiscountType;
  value: string;
  maxDiscount: string;
  minAmount: string;
  usageLimit: string;
  userUsageLimit: string;
  applicablePlans: PlanType[];
  validFrom: string;
  validUntil: string;
};

export type DiscountField = keyof DiscountFormValues;
export type DiscountFieldErrors = Partial<Record<DiscountField, string>>;

export const DISCOUNT_FIELD_LABELS: Record<DiscountField, string> = {
  code: 'Code',
  description: 'Description',
  type: 'Type',
  value: 'Value',
  maxDiscount: 'Max Discount (USD)',
  minAmount: 'Min Amount (USD)',
  usageLimit: 'Usage Limit',
  userUsageLimit: 'Per-User Limit',
  applicablePlans: 'Applicable Plans',
  validFrom: 'Valid From',
  validUntil: 'Valid Until',
};

const REQUIRED = ['code', 'description', 'value', 'validFrom', 'validUntil'] as const;

/** Spec §3 defaults: percentage, minimum 0, unlimited uses, once per user, all plans, valid from now. */
export function emptyDiscountForm(now: Date): DiscountFormValues {
  return {
    code: '',
    description: '',
    type: 'percentage',
    value: '',
    maxDiscount: '',
    minAmount: '0',
    usageLimit: '',
    userUsageLimit: '1',
    applicablePlans: [],
    validFrom: toDateTimeLocal(now),
    validUntil: '',
  };
}

export type DiscountFormCheck =
  | { ok: true; request: CreateDiscountRequest }
  | { ok: false; fieldErrors: DiscountFieldErrors; formError: string | null };

export function checkDiscountForm(values: DiscountFormValues): DiscountFormCheck {
  const fieldErrors: DiscountFieldErrors = {};
  for (const field of REQUIRED) {
    if (!values[field].trim())
      fieldErrors[field] = DISCOUNT_SCREEN_MESSAGES.required(DISCOUNT_FIELD_LABELS[field]);
  }
  const formError = datesOutOfOrder(values)
    ? DISCOUNT_SCREEN_MESSAGES.failure(DISCOUNT_MESSAGES.dateOrder)
    : null;
  if (formError || Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors, formError };

  const input = toRequestInput(values);
  const parsed = createDiscountRequestSchema.safeParse(input);
  for (const issue of parsed.error?.issues ?? []) fieldErrors[fieldOf(issue.path[0])] ??= issue.message;
  // The domain's rule, checked here too so the admin hears it under the field rather than after a round trip.
  if (input.type === 'percentage' && input.value > 100)
    fieldErrors.value ??= DISCOUNT_MESSAGES.percentageTooHigh;
  if (!parsed.success || Object.keys(fieldErrors).length > 0)
    return { ok: false, fieldErrors, formError: null };
  return { ok: true, request: parsed.data };
}

/** Spec §5: only when both dates are set, and Valid From is not strictly earlier. */
function datesOutOfOrder({ validFrom, validUntil }: DiscountFormValues): boolean {
  const from = fromDateTimeLocal(validFrom);
  const until = fromDateTimeLocal(validUntil);
  return from !== null && until !== null && !(from < until);
}

/** The body as the schema expects it: numbers, null for 'no limit' and 'no cap', ISO instants. */
function toRequestInput(values: DiscountFormValues) {
  const optionalNumber = (text: string) => (text.trim() === '' ? null : Number(text));
  return {
    code: normalizeDiscountCode(values.code),
    description: values.description.trim(),
    type: values.type,
    value: Number(values.value),
    // Spec §3: a cap applies to percentage codes only.
    maxDiscount: values.type === 'percentage' ? optionalNumber(values.maxDiscount) : null,
    minAmount: optionalNumber(values.minAmount) ?? 0,
    usageLimit: optionalNumber(values.usageLimit),
    // Left empty: the default of one use per user (spec §9).
    userUsageLimit: optionalNumber(values.userUsageLimit) ?? undefined,
    applicablePlans: values.applicablePlans,
    validFrom: fromDateTimeLocal(values.validFrom),
    validUntil: fromDateTimeLocal(values.validUntil),
  };
}

function fieldOf(key: PropertyKey | undefined): DiscountField {
  return typeof key === 'string' && key in DISCOUNT_FIELD_LABELS ? (key as DiscountField) : 'code';
}
