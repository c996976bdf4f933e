// Tells a new user to confirm their email address (/email-verification-pending); signup passes the
// address in the navigation state.
import { useLocation } from 'react-router-dom';
import { AuthLayout } from '../../components/layout/auth-layout';
import { EmailVerificationPending } from '../../features/auth/components/email-verification-pending';

export default function EmailVerificationPendingRoute() {
  const { state } = useLocation();
  return (
    <AuthLayout title="Check Your Email">
      <EmailVerificationPending email={emailFrom(state)} />
    </AuthLayout>
  );
}

// History state survives reloads and can come from anywhere; take the address only if it is one.
function emailFrom(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('email' in state)) return undefined;
  return typeof state.email === 'string' && state.email !== '' ? state.email : undefined;
}
