// Requests a password-reset email (/forgot-password).
import { PagePlaceholder } from '../../components/ui/page-placeholder';

export default function ForgotPasswordRoute() {
  return (
    <PagePlaceholder
      title="Forgot Password"
      description="Enter your email address and we will send you a link to set a new password."
    />
  );
}
