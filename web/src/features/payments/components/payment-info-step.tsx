// Step 2, Payment Info (spec §2; UI.md's one centred checkout card): how much, large, with a copy button for
// the exact amount; the address with its copy button and a QR code a wallet scans (and "Open in wallet"
// where the network has a payment link); the network, order id and expiry; the live countdown of the
// 30-minute window and 'I've Sent the Payment'. An underpaid order asks here for the rest, to the same
// address before its deadline, with the form for the top-up's hash. Once the window has closed, a payment
// sent in time can still be reported, or a new order started.
import { PAYMENT_WINDOW_MINUTES } from '@shop/domain';
import { type Ref, useId } from 'react';
import { Alert } from '../../../components/ui/alert';
import { ExternalLink } from '../../../components/ui/external-link';
import { formatAmount, formatDateTime, formatUsd } from '../../../lib/format';
import type { PaymentStatus } from '../api/get-payment-status';
import type { SubmitPaymentResponse } from '../api/submit-payment';
import { useCountdown } from '../hooks/use-countdown';
import { PAYMENT_SCREEN_MESSAGES } from '../messages';
import { amountDue } from '../utils/amount-due';
import { paymentProgress } from '../utils/order-step';
import { CopyAddressButton } from './copy-address-button';
import { CopyValueButton } from './copy-value-button';
import { PaymentCountdown } from './payment-countdown';
import { PaymentQr } from './payment-qr';
import { ProofForm } from './proof-form';

type PaymentInfoStepProps = {
  order: PaymentStatus;
  /** The server's confirmation of a top-up's hash submitted on this visit, while the order is still short. */
  submittedMessage: string | null;
  headingRef: Ref<HTMLHeadingElement>;
  onSent: () => void;
  onSubmitted: (result: SubmitPaymentResponse) => void;
  onStartOver: () => void;
};

export function PaymentInfoStep({
  order,
  submittedMessage,
  headingRef,
  onSent,
  onSubmitted,
  onStartOver,
}: PaymentInfoStepProps) {
  const due = amountDue(order);
  const msLeft = useCountdown(due.until);
  const expired = msLeft <= 0;
  const proofHeadingId = useId();

  return (
    <>
      <h2 ref={headingRef} tabIndex={-1}>
        Payment Info
      </h2>
      <p className="checkout__progress">{paymentProgress(order)}</p>
      {due.shortfall && <Alert tone="info">{due.shortfall}</Alert>}
      {due.shortfall && submittedMessage && <Alert tone="success">{submittedMessage}</Alert>}
      <div className="checkout__amount">
        <span className="visually-hidden">Amount to send: </span>
        <strong className="checkout__figure">{formatAmount(due.amount, order.currency)}</strong>
        <CopyValueButton
          value={due.exact}
          label="Copy Amount"
          copiedMessage={PAYMENT_SCREEN_MESSAGES.amountCopied}
        />
      </div>
      <p>
        Send exactly <strong>{formatAmount(due.amount, order.currency)}</strong> on {order.networkInfo.name}{' '}
        to the address below.
      </p>
      <div className="checkout__scan">
        <PaymentQr
          value={order.paymentRequest.qrData}
          label={`QR code of the payment to ${order.paymentAddress}`}
        />
        {order.paymentRequest.walletUri && (
          <a className="button" href={order.paymentRequest.walletUri}>
            Open in wallet
          </a>
        )}
      </div>
      <dl className="payment-details">
        <div>
          <dt>Payment Address</dt>
          <dd className="payment-address">
            <code className="licence-key">{order.paymentAddress}</code>
            <CopyAddressButton address={order.paymentAddress} />
          </dd>
        </div>
        {order.discount && (
          <div>
            <dt>Discount ({order.discount.code})</dt>
            <dd>-{formatUsd(order.discount.discountAmount)}</dd>
          </div>
        )}
        <div>
          <dt>Network</dt>
          <dd>
            {order.networkInfo.name}{' '}
            <ExternalLink href={order.networkInfo.blockExplorer}>
              Block Explorer<span className="visually-hidden"> (opens in a new tab)</span>
            </ExternalLink>
          </dd>
        </div>
        <div>
          <dt>Order ID</dt>
          <dd>
            <code>{order.orderId}</code>
          </dd>
        </div>
        <div>
          <dt>{due.shortfall ? 'Pay the Rest Before' : 'Expires At'}</dt>
          <dd>{formatDateTime(due.until)}</dd>
        </div>
      </dl>
      <PaymentCountdown msLeft={msLeft} />
      {!due.shortfall && (
        <Alert tone="info">
          <p>Payment must be sent within {PAYMENT_WINDOW_MINUTES} minutes.</p>
        </Alert>
      )}
      {due.shortfall ? (
        <section className="checkout__top-up" aria-labelledby={proofHeadingId}>
          <h3 id={proofHeadingId}>Sent the rest? Submit its transaction hash</h3>
          <ProofForm order={order} labelledBy={proofHeadingId} onSubmitted={onSubmitted} />
        </section>
      ) : (
        <div className="form__actions">
          <button type="button" className="button button--primary" onClick={onSent}>
            I've Sent the Payment
          </button>
          {expired && (
            <button type="button" className="button" onClick={onStartOver}>
              Start a New Order
            </button>
          )}
        </div>
      )}
    </>
  );
}
