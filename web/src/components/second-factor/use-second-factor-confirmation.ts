// One mutation for every way of confirming a second factor on the signed-in session, so the dialog shows
// whichever refusal came last.
import { useMutation } from '@tanstack/react-query';
import { confirmSecondFactor, confirmWithPasskey, type SecondFactorAnswer } from '../../lib/step-up';

export function useSecondFactorConfirmation(onConfirmed: (token: string) => void) {
  return useMutation({
    mutationFn: (answer: SecondFactorAnswer | 'passkey') =>
      answer === 'passkey' ? confirmWithPasskey() : confirmSecondFactor(answer),
    onSuccess: onConfirmed,
  });
}
