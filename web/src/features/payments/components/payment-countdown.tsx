// The payment window running out (spec §9: 30 minutes), as mm:ss every second; at zero the order has
// expired. A timer is not read out on every tick; the expiry is, once.
import { ORDER_MESSAGES } from '@shop/domain';
import { Alert } from '../../../components/ui/alert';
import { formatCountdown } from '../utils/countdown';

export function PaymentCountdown({ msLeft }: { msLeft: number }) {
  if (msLeft <= 0) {
    return <Alert tone="error">{ORDER_MESSAGES.expired}</Alert>;
  }
  return (
    <p className="payment-countdown">
      Time remaining:{' '}
      <span role="timer" className="payment-countdown__time">
        {formatCountdown(msLeft)}
      </span>
    </p>
  );
}
