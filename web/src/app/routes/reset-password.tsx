// Sets a new password from the token in the reset link (/reset-password).
import { PagePlaceholder } from '../../components/ui/page-placeholder';

export default function ResetPasswordRoute() {
  return <PagePlaceholder title="Reset Password" description="Choose a new password for your account." />;
}
