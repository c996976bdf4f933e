// The success screen (spec §2): the licence key and its expiry, and the way to the dashboard.
import type { Ref } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatDate } from '../../../lib/format';
import type { PaymentStatus } from '../api/get-payment-status';

type PaymentSuccessProps = {
  payment: PaymentStatus;
  headingRef: Ref<HTMLHeadingElement>;
};

export function PaymentSuccess({ payment, headingRef }: PaymentSuccessProps) {
  const navigate = useNavigate();
  const { license } = payment;

  return (
    <>
      <h2 ref={headingRef} tabIndex={-1}>
        Payment Successful!
      </h2>
      <p>Thank you for your purchase of the {payment.planName}.</p>
      {license ? (
        <dl className="payment-details">
          <div>
            <dt>License Key</dt>
            <dd>
              <code className="licence-key">{license.licenseKey}</code>
            </dd>
          </div>
          <div>
            <dt>Expires</dt>
            <dd>{license.expiresAt ? formatDate(license.expiresAt) : 'No expiration'}</dd>
          </div>
        </dl>
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
