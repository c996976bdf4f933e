// The signed-in person's account settings (/account): password, two-factor authentication, passkeys and
// sessions as sections of one centred column; /account/security opens at the two-factor section, and
// ?setup=required says why an admin was sent here.
import { TWO_FACTOR_MESSAGES } from '@shop/command-api/contracts';
import { type ReactNode, useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { useAccountSecurity } from '../api/get-security';
import { PasskeysSection } from './passkeys-section';
import { PasswordSection } from './password-section';
import { SecurityState } from './security-state';
import { SessionsSection } from './sessions-section';
import { TWO_FACTOR_SECTION_ID, TwoFactorSection } from './two-factor-section';
import '../account.css';

const SECTIONS = [
  { id: 'password', label: 'Password' },
  { id: TWO_FACTOR_SECTION_ID, label: 'Two-factor authentication' },
  { id: 'passkeys', label: 'Passkeys' },
  { id: 'sessions', label: 'Sessions' },
] as const;

type AccountSettingsProps = {
  /** The strength meter under the new password, from the sign-up's own. */
  passwordStrength: (password: string) => ReactNode;
};

export function AccountSettings({ passwordStrength }: AccountSettingsProps) {
  const security = useAccountSecurity();
  const { pathname } = useLocation();
  const setupRequired = useSearchParams()[0].get('setup') === 'required';
  const opensTwoFactor = pathname === '/account/security';

  // The section exists once the settings have loaded.
  const loaded = security.isSuccess;
  useEffect(() => {
    if (opensTwoFactor && loaded) document.getElementById(TWO_FACTOR_SECTION_ID)?.scrollIntoView?.();
  }, [opensTwoFactor, loaded]);

  return (
    <div className="account-settings">
      <nav className="account-settings__nav" aria-label="Account settings sections">
        {SECTIONS.map((section) => (
          <a key={section.id} href={`#${section.id}`} className="account-settings__nav-link">
            {section.label}
          </a>
        ))}
      </nav>
      {setupRequired && (
        <Alert tone="info">
          <p>{TWO_FACTOR_MESSAGES.setupRequired}</p>
        </Alert>
      )}
      <SecurityState security={security}>
        {(current) => (
          <>
            <PasswordSection hasPassword={current.hasPassword} strengthMeter={passwordStrength} />
            <TwoFactorSection security={current} setupRequired={setupRequired} />
            <PasskeysSection passkeys={current.passkeys} />
            <SessionsSection sessions={current.sessions} />
          </>
        )}
      </SecurityState>
    </div>
  );
}
