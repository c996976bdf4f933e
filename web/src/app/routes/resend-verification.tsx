// Sends a fresh verification email (/resend-verification).
import { AuthLayout } from '../../components/layout/auth-layout';
import { ResendVerificationForm } from '../../features/auth/components/resend-verification-form';

export default function ResendVerificationRoute() {
  return (
    <AuthLayout title="Resend Verification Email">
      <ResendVerificationForm />
    </AuthLayout>
  );
}
