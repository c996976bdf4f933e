// Payments: spec §3 Payment order / status / submission / history and §7 'Payments and discounts'.
import { ORDER_MESSAGES } from '@shop/domain';
import { z } from 'zod';
import { success } from './envelope.js';

export const PAYMENT_MESSAGES = {
  submitted: 'Payment submitted successfully! Verification in progress...',
  transactionTaken: 'This transaction has already been submitted for another order',
  invalidPlan: 'Please choose one of the plans on offer',
} as const;

const networkSchema = z.enum(['TRC20', 'BEP20'], { error: 'Network must be TRC20 or BEP20' });

export const createOrderRequestSchema = z.object({
  planType: z.string({ error: PAYMENT_MESSAGES.invalidPlan }).max(32),
  planDuration: z.string({ error: PAYMENT_MESSAGES.invalidPlan }).max(32),
  accountNumber: z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z
      .number({ error: ORDER_MESSAGES.invalidAccountNumber })
      .int(ORDER_MESSAGES.invalidAccountNumber)
      .positive(ORDER_MESSAGES.invalidAccountNumber)
      .max(Number.MAX_SAFE_INTEGER, ORDER_MESSAGES.invalidAccountNumber),
  ),
  network: networkSchema.default('TRC20'),
  discountCode: z.string().trim().max(64).nullish(),
});

const networkInfoSchema = z.object({ name: z.string(), blockExplorer: z.string() });

export const orderViewSchema = z.object({
  orderId: z.string(),
  status: z.string(),
  network: networkSchema,
  networkInfo: networkInfoSchema,
  paymentAddress: z.string(),
  /** In USDT, e.g. 105.6. */
  amount: z.number(),
  /** The exact amount to send, in the token's base units. */
  amountBaseUnits: z.string(),
  currency: z.literal('USDT'),
  planType: z.string(),
  planDuration: z.string(),
  planName: z.string(),
  accountNumber: z.number().int(),
  discount: z.object({ code: z.string(), discountAmount: z.number() }).nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  transactionHash: z.string().nullable(),
});
export type OrderView = z.infer<typeof orderViewSchema>;

export const createOrderResponseSchema = success({ order: orderViewSchema });

export const submitPaymentRequestSchema = z.object({
  orderId: z.uuid({ error: ORDER_MESSAGES.notFound }),
  transactionHash: z
    .string({ error: ORDER_MESSAGES.invalidTransactionHash })
    .max(128, ORDER_MESSAGES.invalidTransactionHash),
  userPaymentAddress: z.string().trim().max(128).nullish(),
});
export const submitPaymentResponseSchema = success({
  message: z.string(),
  data: z.object({ orderId: z.string(), status: z.string(), transactionHash: z.string() }),
});

export const orderIdParamsSchema = z.object({ orderId: z.uuid({ error: ORDER_MESSAGES.notFound }) });

export const paymentStatusResponseSchema = success({
  payment: orderViewSchema.extend({
    confirmations: z.number().int(),
    license: z.object({ licenseKey: z.string(), expiresAt: z.string().optional() }).optional(),
  }),
});
export const paymentHistoryResponseSchema = success({ payments: z.array(orderViewSchema) });
