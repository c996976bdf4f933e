// Payments: spec §3 Payment order / status / submission / history and §7 'Payments and discounts'.
import { ORDER_MESSAGES, type OrderStatus } from '@shop/domain';
import { z } from 'zod';
import { PLAN_DURATIONS, PLAN_TYPES, storedPlanDurationSchema, storedPlanTypeSchema } from './discounts.js';
import { success } from './envelope.js';
import { timestampSchema } from './timestamp.js';

export const PAYMENT_MESSAGES = {
  submitted: 'Payment submitted successfully! Verification in progress...',
  transactionTaken: 'This transaction has already been submitted for another order',
  invalidPlan: 'Please choose one of the plans on offer',
  confirmed: 'Payment confirmed',
  rejected: 'Payment rejected',
  devPaid: 'Test payment sent from the development wallet',
  devPayRefused: 'Only an unpaid BEP20 order can be paid from the development wallet',
  devRefunded:
    'Refund sent from the development wallet. Paste its transaction hash into the refund approval.',
  devRefundRefused:
    'Only a BEP20 order whose refund awaits a decision, paid on the development chain or with a refund address, can be refunded from the development wallet.',
  tronUnavailable: 'TRC20 payments are not available right now. Please choose BEP20.',
  bscUnavailable: 'BEP20 payments are not available right now. Please choose TRC20.',
  refundRequested:
    'Your refund request has been received. Once approved, the money is sent back within 2-3 business days.',
  refundApproved: 'Refund approved',
  refundRejected: 'Refund rejected',
} as const;

/** The statuses of an order, as the domain's OrderStatus has them. */
export const ORDER_STATUSES = [
  'pending',
  'verifying',
  'confirmed',
  'completed',
  'underpaid',
  'late',
  'failed',
  'expired',
] as const satisfies readonly OrderStatus[];
export const orderStatusSchema = z.enum(ORDER_STATUSES);

export const networkSchema = z.enum(['TRC20', 'BEP20'], { error: 'Network must be TRC20 or BEP20' });

export const createOrderRequestSchema = z.object({
  // Free strings to the validator, so an unknown plan gets the spec's message from the order service;
  // documented as the plans' enums.
  planType: z
    .string({ error: PAYMENT_MESSAGES.invalidPlan })
    .max(32)
    .meta({ enum: [...PLAN_TYPES] }),
  planDuration: z
    .string({ error: PAYMENT_MESSAGES.invalidPlan })
    .max(32)
    .meta({ enum: [...PLAN_DURATIONS] }),
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
  /** A licence of the buyer's to extend with this order; its account number must be the order's. */
  renewLicenseId: z.uuid({ error: ORDER_MESSAGES.renewalNotFound }).nullish(),
});

const networkInfoSchema = z.object({ name: z.string(), blockExplorer: z.string() });

export const orderViewSchema = z.object({
  orderId: z.string(),
  status: orderStatusSchema,
  network: networkSchema,
  networkInfo: networkInfoSchema,
  paymentAddress: z.string(),
  /** In USDT, e.g. 105.6. */
  amount: z.number(),
  /** The exact amount to send, in the token's base units. */
  amountBaseUnits: z.string(),
  currency: z.literal('USDT'),
  planType: storedPlanTypeSchema,
  planDuration: storedPlanDurationSchema,
  planName: z.string(),
  accountNumber: z.number().int(),
  discount: z.object({ code: z.string(), discountAmount: z.number() }).nullable(),
  createdAt: timestampSchema,
  expiresAt: timestampSchema,
  transactionHash: z.string().nullable(),
  /** Base units the order's address received so far (every transaction counted), when known. */
  receivedBaseUnits: z.string().nullable(),
  /** The same in USDT. */
  receivedAmount: z.number().nullable(),
  /** While underpaid: the rest to send to the same address, and until when it is taken. */
  outstanding: z.object({ amount: z.number(), baseUnits: z.string(), payUntil: timestampSchema }).nullable(),
  /**
   * What a wallet should be asked to pay now (the rest, when underpaid): `qrData` for a QR code (BEP20:
   * an EIP-681 USDT transfer request; TRC20: the address), `walletUri` a link that opens a wallet, where
   * the network has a URI scheme (BEP20).
   */
  paymentRequest: z.object({ qrData: z.string(), walletUri: z.string().nullable() }),
  /** The licence this order extends, chosen at placement; null: a new licence. */
  renewsLicense: z.object({ licenseId: z.string(), licenseKey: z.string() }).nullable(),
  /** When the payment was confirmed; the 7-day money-back guarantee runs until `refundableUntil`. */
  paidAt: timestampSchema.nullable(),
  refundableUntil: timestampSchema.nullable(),
  refund: z
    .object({
      /**
       * requested: waiting for an admin (again after a transaction the chain did not accept); sent: the
       * admin sent the money back and the chain watcher is verifying the transaction; approved: the
       * refund is verified on chain and done; rejected.
       */
      status: z.enum(['requested', 'sent', 'approved', 'rejected']),
      requestedAt: timestampSchema,
      decidedAt: timestampSchema.nullable(),
      refundTransactionHash: z.string().nullable(),
      /** When the chain watcher verified the refund transaction. */
      verifiedAt: timestampSchema.nullable(),
      /** The last refund transaction the chain did not accept, and why. */
      lastFailure: z
        .object({
          refundTransactionHash: z.string(),
          reason: z.string(),
          message: z.string(),
          failedAt: timestampSchema,
        })
        .nullable(),
    })
    .nullable(),
});
export type OrderView = z.infer<typeof orderViewSchema>;

export const refundRequestSchema = z.object({
  reason: z.string().trim().max(1000, ORDER_MESSAGES.refundReasonTooLong).nullish(),
  /** Where the money should go, in the order network's format; none: back to the address that paid. */
  refundAddress: z.string().trim().max(100, ORDER_MESSAGES.invalidRefundAddress).nullish(),
});
export const approveRefundRequestSchema = z.object({
  refundTransactionHash: z
    .string({ error: ORDER_MESSAGES.invalidTransactionHash })
    .trim()
    .min(1, ORDER_MESSAGES.invalidTransactionHash)
    .max(80, ORDER_MESSAGES.invalidTransactionHash),
  note: z.string().trim().max(500, ORDER_MESSAGES.refundNoteTooLong).nullish(),
});
export const rejectRefundRequestSchema = z.object({
  reason: z
    .string({ error: ORDER_MESSAGES.reasonRequired })
    .trim()
    .min(1, ORDER_MESSAGES.reasonRequired)
    .max(500, ORDER_MESSAGES.reasonRequired),
});
export const refundResponseSchema = success({ order: orderViewSchema, message: z.string() });

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

export const paymentStatusSchema = orderViewSchema.extend({
  /** Confirmations of the transaction under verification (0 until it is seen on chain). */
  confirmations: z.number().int(),
  /** Confirmations the network's policy asks for. */
  confirmationsRequired: z.number().int(),
  /** Why the order is failed or held (underpaid, late), in words for the customer; null otherwise. */
  statusMessage: z.string().nullable(),
  /** The licence the payment bought, once delivered (status completed). */
  license: z
    .object({
      licenseKey: z.string(),
      expiresAt: timestampSchema.optional(),
      /** An existing licence extended (true) or a new one (false). */
      renewed: z.boolean(),
    })
    .optional(),
});
export type PaymentStatusView = z.infer<typeof paymentStatusSchema>;
export const paymentStatusResponseSchema = success({ payment: paymentStatusSchema });
export const paymentHistoryResponseSchema = success({ payments: z.array(orderViewSchema) });

export const networkAvailabilitySchema = z.object({
  network: networkSchema,
  name: z.string(),
  blockExplorer: z.string(),
  available: z.boolean(),
  /** Why the network cannot take payments now; null when available. */
  message: z.string().nullable(),
  confirmationsRequired: z.number().int(),
});
export type NetworkAvailability = z.infer<typeof networkAvailabilitySchema>;
export const paymentNetworksResponseSchema = success({
  networks: z.array(networkAvailabilitySchema),
  /** A local development chain is running: the payment page may offer to pay from its dev wallet. */
  devPayments: z.boolean(),
});

export const devPayRequestSchema = z.object({ orderId: z.uuid({ error: ORDER_MESSAGES.notFound }) });
export const devPayResponseSchema = success({ message: z.string(), transactionHash: z.string() });

// Admin: payments waiting for a decision (verifying, underpaid, late).
export const ADMIN_PAYMENT_STATUSES = ['verifying', 'underpaid', 'late'] as const;
export const adminPaymentsQuerySchema = z.object({
  status: z
    .enum([...ADMIN_PAYMENT_STATUSES, 'all'], { error: 'Status must be verifying, underpaid, late or all' })
    .default('all'),
});
export const adminPaymentSchema = paymentStatusSchema.extend({
  user: z.object({ _id: z.string(), username: z.string(), email: z.string() }),
  updatedAt: timestampSchema,
});
export type AdminPaymentView = z.infer<typeof adminPaymentSchema>;
export const adminPaymentsResponseSchema = success({ payments: z.array(adminPaymentSchema) });
export const paymentDecisionRequestSchema = z.object({
  reason: z
    .string({ error: ORDER_MESSAGES.reasonRequired })
    .trim()
    .min(1, ORDER_MESSAGES.reasonRequired)
    .max(500, ORDER_MESSAGES.reasonRequired),
});
export const paymentDecisionResponseSchema = success({ message: z.string(), payment: adminPaymentSchema });
