// Account settings (/account, and /account/security for the two-factor section): for any signed-in person;
// visitors without a session sign in first and come back here.
import { Navigate, useLocation } from 'react-router-dom';
import { siteConfig } from '../../config/site';
import { AccountSettings } from '../../features/account/components/account-settings';
import { PasswordStrengthMeter } from '../../features/auth/components/password-strength-meter';
import { useAuth } from '../../lib/auth';

const TITLE = 'Account settings';

export default function AccountRoute() {
  const { user, isLoading } = useAuth();
  const location = useLocation();

  if (!isLoading && !user) return <Navigate to="/login" replace state={{ from: location }} />;

  return (
    <section className="page container account-page">
      <title>{`${TITLE} | ${siteConfig.productName}`}</title>
      <h1>{TITLE}</h1>
      {user ? (
        <AccountSettings passwordStrength={(password) => <PasswordStrengthMeter password={password} />} />
      ) : (
        <p className="page__lead" role="status">
          Loading...
        </p>
      )}
    </section>
  );
}
