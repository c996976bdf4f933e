// Requests a password-reset email (/forgot-password).
import { AuthLayout } from '../../components/layout/auth-layout';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';

export default function ForgotPasswordRoute() {
  return (
    <AuthLayout title="Forgot Password">
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
