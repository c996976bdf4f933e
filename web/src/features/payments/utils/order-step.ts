// Which screen an order's page shows for the order's status, so a reload lands where the order is
// (pending and underpaid: pay; verifying, confirmed and failed: verification; late: held for our team;
// expired: the window closed; completed: success), and the payment's progress in a few words.

export type OrderStep = 'payment-info' | 'verification' | 'late' | 'expired' | 'success';

export function orderStep(status: string): OrderStep {
  switch (status) {
    case 'pending':
    case 'underpaid':
      return 'payment-info';
    case 'late':
      return 'late';
    case 'expired':
      return 'expired';
    case 'completed':
      return 'success';
    default:
      // verifying, confirmed, failed, and any status this page does not know yet: the check goes on.
      return 'verification';
  }
}

/** The checkout's status line (UI.md): Waiting for payment → Payment detected, 3/15 confirmations → Paid. */
export function paymentProgress(payment: {
  status: string;
  confirmations: number;
  confirmationsRequired: number;
}): string {
  if (payment.status === 'confirmed' || payment.status === 'completed') return 'Paid';
  if (payment.confirmations <= 0) return 'Waiting for payment';
  const count =
    payment.confirmationsRequired > 0
      ? `${payment.confirmations}/${payment.confirmationsRequired}`
      : String(payment.confirmations);
  return `Payment detected, ${count} confirmations`;
}
