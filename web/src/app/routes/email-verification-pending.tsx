// Tells a new user to confirm their email address (/email-verification-pending).
import { PagePlaceholder } from '../../components/ui/page-placeholder';

export default function EmailVerificationPendingRoute() {
  return (
    <PagePlaceholder
      title="Check Your Email"
      description="We sent you a verification link. Open it to activate your account."
    />
  );
}
