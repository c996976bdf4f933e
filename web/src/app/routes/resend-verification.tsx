// Sends a fresh verification email (/resend-verification).
import { PagePlaceholder } from '../../components/ui/page-placeholder';

export default function ResendVerificationRoute() {
  return (
    <PagePlaceholder
      title="Resend Verification Email"
      description="Enter your email address and we will send a new verification link."
    />
  );
}
