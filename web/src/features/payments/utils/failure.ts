// What a person reads about a failed payment call (spec §8): the server's error, else the call's fallback;
// a call that got no answer shows the exception's own message (spec §8 'Network exceptions').
import { ApiError } from '../../../lib/api-client';

export function paymentFailure(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return error instanceof Error && error.message ? error.message : fallback;
}
