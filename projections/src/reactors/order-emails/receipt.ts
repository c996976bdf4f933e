// The email that confirms a payment: the receipt (what was bought, paid and on which transaction),
// the licence and how to start using it.
import type { LicenceDelivered, PlacedOrder } from '@shop/domain';
import type { MailMessage } from '@shop/infra';
import { compose, type MailFact } from '../mail-layout.js';
import { centsAsUsdt, readableTime } from './amounts.js';
import { networkFact, type Recipient, transactionFact } from './templates.js';

function receiptFacts(order: PlacedOrder, licence: LicenceDelivered['data']): MailFact[] {
  const validUntil = licence.expiresAt ? readableTime(licence.expiresAt) : 'No expiration';
  return [
    { label: 'Order', value: order.orderId },
    { label: 'Plan', value: order.plan.name },
    { label: 'Amount paid', value: centsAsUsdt(order.amountCents) },
    ...(order.discount
      ? [
          {
            label: 'Discount',
            value: `${order.discount.code} (−${centsAsUsdt(order.discount.discountCents)})`,
          },
        ]
      : []),
    networkFact(order),
    ...(order.transactionHash ? [transactionFact(order, order.transactionHash)] : []),
    { label: 'License key', value: licence.licenseKey },
    { label: 'Valid until', value: validUntil },
    { label: 'License', value: licence.renewed ? `Renewed – now valid until ${validUntil}` : 'New license' },
  ];
}

export function paymentConfirmedEmail(
  to: Recipient,
  order: PlacedOrder,
  licence: LicenceDelivered['data'],
  publicUrl: string,
): MailMessage {
  return compose(
    to.email,
    `Payment confirmed: your ${order.plan.name} license`,
    [
      licence.renewed
        ? `Hello ${to.username}, thank you! Your payment is confirmed and your license ${licence.licenseKey} has been renewed.`
        : `Hello ${to.username}, thank you! Your payment is confirmed and your license is ready.`,
      [
        'Getting started:',
        '1. Attach the robot to a chart in MetaTrader 5.',
        `2. In MetaTrader 5 open Tools > Options > Expert Advisors, tick "Allow WebRequest for listed URL" and add ${publicUrl}.`,
        `3. Paste your license key ${licence.licenseKey} into the robot's settings.`,
      ].join('\n'),
      'Keep this email as your receipt. If anything does not work, contact our support with your order id.',
    ],
    { label: 'Open your dashboard', url: `${publicUrl}/dashboard` },
    { facts: receiptFacts(order, licence) },
  );
}
