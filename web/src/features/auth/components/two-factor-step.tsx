// The sign-in's second step, in the same card: a code from the authenticator app, a recovery code, or a
// passkey when the account has one. An expired challenge (5 minutes, or 5 wrong codes) goes back to the
// first step with the server's words.
import { useMutation } from '@tanstack/react-query';
import { describeSecondFactorFailure } from '../../../components/second-factor/describe-failure';
import { SecondFactorForm } from '../../../components/second-factor/second-factor-form';
import { ApiError } from '../../../lib/api-client';
import type { SecondFactorAnswer } from '../../../lib/step-up';
import type { TwoFactorChallenge } from '../api/login';
import { loginWithPasskey } from '../api/passkey-login';
import { loginWithSecondFactor } from '../api/two-factor-login';
import '../two-factor.css';

export const TWO_FACTOR_TITLE = 'Two-factor authentication';
const CHALLENGE_EXPIRED = 'TWO_FACTOR_CHALLENGE_EXPIRED';

type TwoFactorStepProps = {
  challenge: TwoFactorChallenge;
  /** Starts the session; awaited, so the button reads 'Verifying...' until the user is fetched too. */
  onSignedIn: (token: string) => Promise<void>;
  /** Back to the first step, saying why. */
  onRestart: (message?: string) => void;
};

export function TwoFactorStep({ challenge, onSignedIn, onRestart }: TwoFactorStepProps) {
  const { challengeToken, methods } = challenge;
  const verify = useMutation({
    mutationFn: (answer: SecondFactorAnswer | 'passkey') =>
      answer === 'passkey' ? loginWithPasskey(challengeToken) : loginWithSecondFactor(challengeToken, answer),
    onSuccess: ({ token }) => onSignedIn(token),
    onError: (error) => {
      if (error instanceof ApiError && error.code === CHALLENGE_EXPIRED) onRestart(error.serverMessage);
    },
  });

  return (
    <section className="two-factor-step" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title" className="two-factor-step__title">
        {TWO_FACTOR_TITLE}
      </h2>
      <p className="two-factor-step__lead">Enter the 6-digit code from your authenticator app.</p>
      <SecondFactorForm
        label={TWO_FACTOR_TITLE}
        onAnswer={(answer) => verify.mutate(answer)}
        onPasskey={methods.includes('passkey') ? () => verify.mutate('passkey') : undefined}
        pending={verify.isPending}
        submitLabel="Verify"
        pendingLabel="Verifying..."
        failure={verify.error}
        describeFailure={describeSecondFactorFailure}
      >
        <button type="button" className="button button--ghost button--block" onClick={() => onRestart()}>
          Back to sign in
        </button>
      </SecondFactorForm>
    </section>
  );
}
