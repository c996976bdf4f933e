// Passwordless sign-in: a passkey saved for this site signs the person in by itself.
import { describeSecondFactorFailure } from '../../../components/second-factor/describe-failure';
import { Alert } from '../../../components/ui/alert';
import { usePasskeyLogin } from '../api/passkey-login';
import '../two-factor.css';

type PasskeySignInButtonProps = {
  /** Starts the session; awaited, so the button stays busy until the user is fetched too. */
  onSignedIn: (token: string) => Promise<void>;
};

export function PasskeySignInButton({ onSignedIn }: PasskeySignInButtonProps) {
  const login = usePasskeyLogin({ onSuccess: ({ token }) => onSignedIn(token) });
  return (
    <div className="passkey-sign-in">
      {login.isError && (
        <Alert tone="error">
          <p>{describeSecondFactorFailure(login.error)}</p>
        </Alert>
      )}
      <button
        type="button"
        className="button button--block"
        disabled={login.isPending}
        onClick={() => login.mutate(undefined)}
      >
        {login.isPending ? 'Waiting for your passkey...' : 'Sign in with a passkey'}
      </button>
    </div>
  );
}
