// Copies the payment address and says 'Address copied to clipboard!' for 3 seconds (spec §8, §9).
import { PAYMENT_SCREEN_MESSAGES } from '../messages';
import { CopyValueButton } from './copy-value-button';

export function CopyAddressButton({ address }: { address: string }) {
  return (
    <CopyValueButton
      value={address}
      label="Copy Address"
      copiedMessage={PAYMENT_SCREEN_MESSAGES.addressCopied}
    />
  );
}
