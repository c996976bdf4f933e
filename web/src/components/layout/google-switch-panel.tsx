// Asks before a Google sign-in replaces a different account's session in this browser.
import { useAuth } from '../../lib/auth';

export function GoogleSwitchPanel() {
  const { pendingGoogleSwitch, switchToGoogleAccount, stayInCurrentAccount } = useAuth();
  if (!pendingGoogleSwitch) return null;
  const { signedInAs, googleAccount } = pendingGoogleSwitch;
  return (
    <section className="alert alert--info" role="alertdialog" aria-labelledby="google-switch-question">
      <p id="google-switch-question">
        You are signed in as {signedInAs}. Switch to the account you just used with Google ({googleAccount})?
      </p>
      <p>
        <button type="button" className="button button--primary" onClick={switchToGoogleAccount}>
          Switch
        </button>{' '}
        <button type="button" className="button button--ghost" onClick={stayInCurrentAccount}>
          Stay
        </button>
      </p>
    </section>
  );
}
