// Registration page (/signup).
import { AuthLayout } from '../../components/layout/auth-layout';
import { SignupForm } from '../../features/auth/components/signup-form';

export default function SignupRoute() {
  return (
    <AuthLayout title="Sign Up">
      <SignupForm />
    </AuthLayout>
  );
}
