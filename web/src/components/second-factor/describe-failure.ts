// A refused second factor in words: the server's own, with how many tries remain when it says so.
import { ApiError, failureMessage } from '../../lib/api-client';
import { PasskeyCeremonyError } from '../../lib/passkeys';

const FALLBACK = 'Verification failed';
const NETWORK = 'Network error. Please try again.';

export function describeSecondFactorFailure(failure: unknown): string {
  if (failure instanceof PasskeyCeremonyError) return failure.message;
  const message = failureMessage(failure, FALLBACK, NETWORK);
  const attemptsLeft = failure instanceof ApiError ? failure.field('attemptsLeft') : undefined;
  if (typeof attemptsLeft !== 'number') return message;
  return `${message}. ${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left.`;
}
