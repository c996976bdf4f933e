// An order as the API shows it: to its owner (from a command's new state, as placement answers at once,
// or from the read model), with its verification progress and licence (the status call), and to admins.
import {
  formatUsdt,
  NETWORK_INFO,
  type Network,
  type OrderStatus,
  type PlacedOrder,
  REJECTION_MESSAGES,
  refundableUntil,
} from '@shop/domain';
import type { AdminOrderRow, OrderRow, PaymentCheckRow } from '@shop/projections';
import { NEEDS_DECISION_STATUSES } from '@shop/projections';
import type { AdminOrderView } from '../contracts/admin-orders.js';
import type { AdminPaymentView, OrderView, PaymentStatusView } from '../contracts/payments.js';
import { paymentRequest, type UsdtContracts } from './payment-request.js';

/** What the buyer has paid and, while underpaid and a top-up is still taken, what is left to send. */
function paymentProgress(
  order: {
    network: Network;
    paymentAddress: string;
    amountBaseUnits: string;
    receivedBaseUnits: string | null;
    underpaid: boolean;
    topUpUntil: string | null;
  },
  usdt: UsdtContracts,
): Pick<OrderView, 'receivedBaseUnits' | 'receivedAmount' | 'outstanding' | 'paymentRequest'> {
  const { network, receivedBaseUnits } = order;
  const rest =
    order.underpaid && order.topUpUntil
      ? BigInt(order.amountBaseUnits) - BigInt(receivedBaseUnits ?? '0')
      : null;
  const outstanding =
    rest !== null && rest > 0n && order.topUpUntil
      ? {
          amount: Number(formatUsdt(rest, network)),
          baseUnits: rest.toString(),
          payUntil: order.topUpUntil,
        }
      : null;
  return {
    receivedBaseUnits,
    receivedAmount: receivedBaseUnits === null ? null : Number(formatUsdt(receivedBaseUnits, network)),
    outstanding,
    paymentRequest: paymentRequest(
      network,
      order.paymentAddress,
      outstanding?.baseUnits ?? order.amountBaseUnits,
      usdt,
    ),
  };
}

/** The read model keeps the status as text: only the domain's values, which the serializer checks. */
export function orderViewFromRow(row: OrderRow, usdt: UsdtContracts): OrderView {
  return {
    orderId: row.order_id,
    status: row.status as OrderStatus,
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
    ...paymentProgress(
      {
        network: row.network,
        paymentAddress: row.payment_address,
        amountBaseUnits: row.amount_base_units,
        receivedBaseUnits: row.received_base_units,
        underpaid: row.status === 'underpaid',
        topUpUntil: row.top_up_until?.toISOString() ?? null,
      },
      usdt,
    ),
    renewsLicense: row.renews_licence_id
      ? { licenseId: row.renews_licence_id, licenseKey: row.renews_licence_key ?? '' }
      : null,
    paidAt: row.paid_at?.toISOString() ?? null,
    refundableUntil: refundableUntil({ paidAt: row.paid_at?.toISOString() ?? null }),
    refund:
      row.refund_status && row.refund_requested_at
        ? {
            status: row.refund_status,
            requestedAt: row.refund_requested_at.toISOString(),
            decidedAt: row.refund_decided_at?.toISOString() ?? null,
            refundTransactionHash: row.refund_transaction_hash,
            verifiedAt: row.refund_verified_at?.toISOString() ?? null,
            lastFailure:
              row.refund_failed_transaction_hash && row.refund_failure_reason && row.refund_failed_at
                ? {
                    refundTransactionHash: row.refund_failed_transaction_hash,
                    reason: row.refund_failure_reason,
                    message: row.refund_failure_message ?? '',
                    failedAt: row.refund_failed_at.toISOString(),
                  }
                : null,
          }
        : null,
  };
}

export function orderViewFromState(order: PlacedOrder, usdt: UsdtContracts): OrderView {
  return {
    orderId: order.orderId,
    status: order.status,
    network: order.network,
    networkInfo: NETWORK_INFO[order.network],
    paymentAddress: order.paymentAddress,
    amount: order.amountCents / 100,
    amountBaseUnits: order.amountBaseUnits,
    currency: 'USDT',
    planType: order.plan.planType,
    planDuration: order.plan.planDuration,
    planName: order.plan.name,
    accountNumber: order.accountNumber,
    discount: order.discount
      ? { code: order.discount.code, discountAmount: order.discount.discountCents / 100 }
      : null,
    createdAt: order.placedAt,
    expiresAt: order.expiresAt,
    transactionHash: order.transactionHash,
    ...paymentProgress(
      {
        network: order.network,
        paymentAddress: order.paymentAddress,
        amountBaseUnits: order.amountBaseUnits,
        receivedBaseUnits: order.receivedBaseUnits,
        underpaid: order.status === 'underpaid',
        topUpUntil: order.topUpUntil,
      },
      usdt,
    ),
    renewsLicense: order.renews
      ? { licenseId: order.renews.licenceId, licenseKey: order.renews.licenseKey }
      : null,
    paidAt: order.paidAt,
    refundableUntil: refundableUntil(order),
    refund: order.refund && {
      status: order.refund.status,
      requestedAt: order.refund.requestedAt,
      decidedAt: order.refund.decidedAt,
      refundTransactionHash: order.refund.refundTransactionHash,
      verifiedAt: order.refund.verifiedAt,
      lastFailure: order.refund.lastFailure,
    },
  };
}

export interface PaymentOwner {
  _id: string;
  username: string;
  email: string;
}

export function paymentStatusFromRow(
  row: OrderRow,
  check: PaymentCheckRow | undefined,
  required: number,
  usdt: UsdtContracts,
): PaymentStatusView {
  const sameTransaction = check && check.transaction_hash === row.transaction_hash;
  const settled = row.status === 'confirmed' || row.status === 'completed';
  return {
    ...orderViewFromRow(row, usdt),
    confirmations: sameTransaction ? check.confirmations : 0,
    confirmationsRequired: sameTransaction ? check.required : required,
    statusMessage: settled ? null : row.status_message,
    ...(row.licence_key
      ? {
          license: {
            licenseKey: row.licence_key,
            ...(row.licence_expires_at ? { expiresAt: row.licence_expires_at.toISOString() } : {}),
            renewed: row.licence_renewed ?? false,
          },
        }
      : {}),
  };
}

export function adminPaymentFromRow(
  row: OrderRow,
  check: PaymentCheckRow | undefined,
  required: number,
  owner: PaymentOwner,
  usdt: UsdtContracts,
): AdminPaymentView {
  return {
    ...paymentStatusFromRow(row, check, required, usdt),
    user: owner,
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Right after an admin's decision, before the read model has caught up. */
export function adminPaymentFromState(
  order: PlacedOrder,
  required: number,
  owner: PaymentOwner,
  now: Date,
  usdt: UsdtContracts,
): AdminPaymentView {
  return {
    ...orderViewFromState(order, usdt),
    confirmations: 0,
    confirmationsRequired: required,
    statusMessage: order.status === 'failed' ? REJECTION_MESSAGES.admin : null,
    user: owner,
    updatedAt: now.toISOString(),
  };
}

/** A row of the admin's list of every order; `required` is the network's policy when no check is known. */
export function adminOrderFromRow(row: AdminOrderRow, required: number): AdminOrderView {
  const checked = row.checked_confirmations !== null;
  return {
    orderId: row.order_id,
    user: { _id: row.user_id, username: row.username, email: row.email },
    planType: row.plan_type,
    planDuration: row.plan_duration,
    planName: row.plan_name,
    accountNumber: Number(row.account_number),
    network: row.network,
    status: row.status,
    needsDecision: (NEEDS_DECISION_STATUSES as readonly string[]).includes(row.status),
    amount: row.amount_cents / 100,
    amountFormatted: (row.amount_cents / 100).toFixed(2),
    amountBaseUnits: row.amount_base_units,
    receivedBaseUnits: row.received_base_units,
    discount: row.discount_code
      ? { code: row.discount_code, discountAmount: row.discount_cents / 100 }
      : null,
    paymentAddress: row.payment_address,
    transactionHash: row.transaction_hash,
    confirmations: row.checked_confirmations,
    confirmationsRequired: checked ? (row.checked_required ?? required) : required,
    statusMessage: row.status === 'confirmed' || row.status === 'completed' ? null : row.status_message,
    placedAt: row.placed_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    paidAt: row.paid_at?.toISOString() ?? null,
    updatedAt: row.updated_at.toISOString(),
    refundStatus: row.refund_status,
  };
}
