// The emails about an order's payment and refund: what happened, what the trader can do, and a link
// to the order's page or the dashboard.
import { NETWORK_INFO, type PlacedOrder, transactionExplorerUrl } from '@shop/domain';
import type { MailMessage } from '@shop/infra';
import { compose, type MailFact } from '../mail-layout.js';
import { baseUnitsAsUsdt, centsAsUsdt, readableTime } from './amounts.js';

export interface Recipient {
  email: string;
  username: string;
}

export const orderPageUrl = (publicUrl: string, orderId: string) => `${publicUrl}/payment/${orderId}`;
const viewOrder = (publicUrl: string, order: PlacedOrder) => ({
  label: 'View your order',
  url: orderPageUrl(publicUrl, order.orderId),
});
const dashboard = (publicUrl: string) => ({ label: 'Open your dashboard', url: `${publicUrl}/dashboard` });

export const transactionFact = (order: PlacedOrder, hash: string, label = 'Transaction'): MailFact => ({
  label,
  value: hash,
  url: transactionExplorerUrl(order.network, hash),
});
export const networkFact = (order: PlacedOrder): MailFact => ({
  label: 'Network',
  value: NETWORK_INFO[order.network].name,
});
const orderFact = (order: PlacedOrder): MailFact => ({ label: 'Order', value: order.orderId });

export function paymentVerifyingEmail(
  to: Recipient,
  order: PlacedOrder,
  transactionHash: string,
  publicUrl: string,
): MailMessage {
  return compose(
    to.email,
    `We are verifying your payment for ${order.plan.name}`,
    [
      `Hello ${to.username}, we have your payment for ${order.plan.name} and are verifying it on ${NETWORK_INFO[order.network].name}. This usually takes a few minutes; we will email you as soon as it is confirmed.`,
      'You can follow the verification on the order page.',
    ],
    viewOrder(publicUrl, order),
    { facts: [orderFact(order), networkFact(order), transactionFact(order, transactionHash)] },
  );
}

export function underpaidEmail(
  to: Recipient,
  order: PlacedOrder,
  payment: { receivedBaseUnits: string; expectedBaseUnits: string; payUntil: string },
  publicUrl: string,
): MailMessage {
  const received = baseUnitsAsUsdt(payment.receivedBaseUnits, order.network);
  const expected = baseUnitsAsUsdt(payment.expectedBaseUnits, order.network);
  const missing = BigInt(payment.expectedBaseUnits) - BigInt(payment.receivedBaseUnits);
  const rest = baseUnitsAsUsdt(missing > 0n ? missing : 0n, order.network);
  const network = NETWORK_INFO[order.network].name;
  return compose(
    to.email,
    `Your payment is incomplete: ${rest} still to send`,
    [
      `Hello ${to.username}, we received ${received} of ${expected} for ${order.plan.name} (order ${order.orderId}). Please send the missing ${rest} to the same address on the same network (${network}) before ${readableTime(payment.payUntil)}.`,
      'Once the rest arrives, your order completes on its own. If you cannot send it in time, our team reviews the payment; contact support if you have questions.',
    ],
    viewOrder(publicUrl, order),
    {
      facts: [
        { label: 'Still to send', value: rest },
        { label: 'Address', value: order.paymentAddress },
        networkFact(order),
        { label: 'Send before', value: readableTime(payment.payUntil) },
      ],
    },
  );
}

export function latePaymentEmail(to: Recipient, order: PlacedOrder, publicUrl: string): MailMessage {
  return compose(
    to.email,
    `Your payment for ${order.plan.name} arrived after the payment window`,
    [
      `Hello ${to.username}, your payment for order ${order.orderId} arrived after the payment window had closed. Our team reviews it and will confirm your order or get back to you.`,
      'There is nothing you need to do.',
    ],
    viewOrder(publicUrl, order),
  );
}

export function paymentRejectedEmail(
  to: Recipient,
  order: PlacedOrder,
  message: string,
  publicUrl: string,
): MailMessage {
  return compose(
    to.email,
    `We could not accept your payment for ${order.plan.name}`,
    [
      `Hello ${to.username}, we could not accept the payment for order ${order.orderId}: ${message}`,
      'If you believe this is a mistake, please contact our support with your order id and transaction hash.',
    ],
    viewOrder(publicUrl, order),
  );
}

export function refundRequestedEmail(
  to: Recipient,
  order: PlacedOrder,
  amountCents: number,
  publicUrl: string,
): MailMessage {
  return compose(
    to.email,
    'We received your refund request',
    [
      `Hello ${to.username}, we received your refund request of ${centsAsUsdt(amountCents)} for order ${order.orderId} (${order.plan.name}).`,
      'What happens next: our team reviews the request. Once it is approved, the refund is sent in USDT within 2-3 business days and the license time bought with this order ends. We will email you when it is decided.',
    ],
    dashboard(publicUrl),
  );
}

export function refundApprovedEmail(
  to: Recipient,
  order: PlacedOrder,
  refund: { amountCents: number; refundTransactionHash: string },
  publicUrl: string,
): MailMessage {
  return compose(
    to.email,
    'Your refund has been sent',
    [
      `Hello ${to.username}, your refund of ${centsAsUsdt(refund.amountCents)} for order ${order.orderId} (${order.plan.name}) has been sent.`,
      'The license time bought with this order has ended.',
    ],
    dashboard(publicUrl),
    {
      facts: [
        { label: 'Amount', value: centsAsUsdt(refund.amountCents) },
        networkFact(order),
        transactionFact(order, refund.refundTransactionHash, 'Refund transaction'),
      ],
    },
  );
}

export function refundRejectedEmail(
  to: Recipient,
  order: PlacedOrder,
  reason: string,
  publicUrl: string,
): MailMessage {
  return compose(
    to.email,
    'Your refund request was not approved',
    [
      `Hello ${to.username}, your refund request for order ${order.orderId} (${order.plan.name}) was not approved. Reason: ${reason}`,
      'Your license stays as it is. If you have questions, please contact our support.',
    ],
    dashboard(publicUrl),
  );
}
