// Confirms an email address from the token in the verification link (/verify-email).
import { PagePlaceholder } from '../../components/ui/page-placeholder';

export default function VerifyEmailRoute() {
  return (
    <PagePlaceholder
      title="Email Verification"
      description="Confirms your email address using the link we sent you."
    />
  );
}
