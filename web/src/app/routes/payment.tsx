// Purchase flow for a plan (/payment).
import { PagePlaceholder } from '../../components/ui/page-placeholder';

export default function PaymentRoute() {
  return (
    <PagePlaceholder
      title="Purchase a License"
      description="Pay in USDT on TRC20 or BEP20 and receive your license key."
    />
  );
}
