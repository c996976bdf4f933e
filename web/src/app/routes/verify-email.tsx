// Confirms an email address from the token in the verification link (/verify-email?token=…).
import { useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../../components/layout/auth-layout';
import { VerifyEmail } from '../../features/auth/components/verify-email';

export default function VerifyEmailRoute() {
  const [searchParams] = useSearchParams();
  return (
    <AuthLayout title="Email Verification">
      <VerifyEmail token={searchParams.get('token') || null} />
    </AuthLayout>
  );
}
