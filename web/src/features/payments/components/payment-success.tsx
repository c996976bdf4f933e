// The success screen (spec §2): a new licence or the renewed one with its new end, the key with a copy
// button, its expiry, how to start the robot in MetaTrader 5, and the way to the dashboard.
import { type Ref, useId } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { CopyButton } from '../../../components/ui/copy-button';
import { formatDate } from '../../../lib/format';
import type { PaymentStatus } from '../api/get-payment-status';

type PaymentSuccessProps = {
  payment: PaymentStatus;
  headingRef: Ref<HTMLHeadingElement>;
};

export function PaymentSuccess({ payment, headingRef }: PaymentSuccessProps) {
  const navigate = useNavigate();
  const { license } = payment;
  const expiry = license?.expiresAt ? formatDate(license.expiresAt) : 'No expiration';

  return (
    <>
      <h2 ref={headingRef} tabIndex={-1}>
        Payment Successful!
      </h2>
      <p>Thank you for your purchase of the {payment.planName}.</p>
      {license ? (
        <>
          <p className="success__kind">
            <strong>{license.renewed ? `Renewed – valid until ${expiry}` : 'New license'}</strong>
          </p>
          <dl className="payment-details">
            <div>
              <dt>License Key</dt>
              <dd className="payment-address">
                <code className="licence-key">{license.licenseKey}</code>
                <CopyButton text={license.licenseKey} description="Copy the license key" />
              </dd>
            </div>
            <div>
              <dt>Expires</dt>
              <dd>{expiry}</dd>
            </div>
          </dl>
          <GettingStarted />
        </>
      ) : (
        <p>Your license key will be shown on your dashboard.</p>
      )}
      <div className="form__actions">
        <button type="button" className="button button--primary" onClick={() => navigate('/dashboard')}>
          Go to Dashboard
        </button>
      </div>
    </>
  );
}

/** The robot asks this shop about its licence, so MetaTrader 5 must allow requests to the shop's address. */
function GettingStarted() {
  const titleId = useId();
  return (
    <section className="success__start" aria-labelledby={titleId}>
      <h3 id={titleId}>Getting started</h3>
      <ol>
        <li>
          Download the robot from <Link to="/downloads">Downloads</Link> and copy it into MQL5/Experts in
          MetaTrader 5.
        </li>
        <li>
          In MetaTrader 5 open Tools › Options › Expert Advisors, tick "Allow WebRequest for listed URL" and
          add <code>{window.location.origin}</code>.
        </li>
        <li>Attach the robot to a chart.</li>
        <li>Paste the license key into its inputs.</li>
      </ol>
      <p>
        Every step, with what the robot's license check tells you: the{' '}
        <Link to="/guide/installation">installation guide</Link>.
      </p>
    </section>
  );
}
