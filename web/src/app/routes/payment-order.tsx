// An order being paid (/payment/<orderId>, spec §2, §4): signed-in only; the order's own status decides the
// step shown, so a reload keeps it.
import { useParams } from 'react-router-dom';
import { OrderFlow } from '../../features/payments/components/order-flow';
import { PaymentPage } from '../../features/payments/components/payment-page';
import { PaymentProvider } from '../../features/payments/context/payment-context';

export default function PaymentOrderRoute() {
  const { orderId } = useParams();
  return (
    <PaymentPage>
      <PaymentProvider orderId={orderId}>
        <OrderFlow />
      </PaymentProvider>
    </PaymentPage>
  );
}
