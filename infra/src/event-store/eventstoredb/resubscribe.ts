// How the subscriptions come back after the server drops them: after a pause that doubles up to a
// ceiling, from the place they had reached, giving up after a run of failures with nothing between.
import { isTransient } from './client.js';

export interface ResubscribeSettings {
  /** The first pause; each failure in a row doubles it, up to `maxDelayMs`. */
  delayMs: number;
  maxDelayMs: number;
  /** Failures in a row with nothing delivered between them before the subscription ends with the error. */
  maxFailures: number;
}

export const DEFAULT_RESUBSCRIBE: ResubscribeSettings = { delayMs: 500, maxDelayMs: 10_000, maxFailures: 20 };

/** The server closed a subscription without an error. */
export class SubscriptionEndedError extends Error {
  override readonly name = 'SubscriptionEndedError';
}

/** An error of the handler, carried out of the subscription as it is (never a reason to resubscribe). */
export class HandlerFailure {
  constructor(readonly error: unknown) {}
}

/** Whether a dropped subscription should be made again. */
export const shouldResubscribe = (error: unknown) =>
  !(error instanceof HandlerFailure) && (error instanceof SubscriptionEndedError || isTransient(error));

/** The pause before the `failures`-th attempt in a row. */
export const resubscribeDelay = ({ delayMs, maxDelayMs }: ResubscribeSettings, failures: number) =>
  Math.min(delayMs * 2 ** Math.max(0, failures - 1), maxDelayMs);

/** A pause that ends early when `interrupt` is called (a stop). */
export function interruptiblePause(ms: number): { done: Promise<void>; interrupt(): void } {
  let interrupt = () => {};
  const done = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    interrupt = () => {
      clearTimeout(timer);
      resolve();
    };
  });
  return { done, interrupt };
}
