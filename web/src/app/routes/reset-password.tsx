// Sets a new password from the token in the reset link (/reset-password?token=…).
import { useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../../components/layout/auth-layout';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';

export default function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  return (
    <AuthLayout title="Reset Password">
      <ResetPasswordForm token={searchParams.get('token') || null} />
    </AuthLayout>
  );
}
