// The QR code a phone wallet scans to pay: what the server says a wallet should read now (on BEP20 a
// transfer request with the amount, on TRC20 the bare address).
import { QRCodeSVG } from 'qrcode.react';

export function PaymentQr({ value, label }: { value: string; label: string }) {
  return (
    <QRCodeSVG
      value={value}
      size={192}
      marginSize={2}
      role="img"
      aria-label={label}
      data-testid="payment-qr"
      className="checkout__qr"
    />
  );
}
