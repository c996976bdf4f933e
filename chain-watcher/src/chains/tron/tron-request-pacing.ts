// Paces every request the TRON adapter sends, evenly spaced under the rate TronGrid allows (15 a
// second per key), so a busy round never earns the 429 or the 30-second suspension.
import pThrottle from 'p-throttle';

/** Runs `call` once its turn comes; calls start at most `requestsPerSecond` a second, evenly spaced. */
export type RequestPacer = <T>(call: () => Promise<T>) => Promise<T>;

/** Under TronGrid's 15 requests a second, with room for a second process sharing the key. */
export const DEFAULT_TRON_REQUESTS_PER_SECOND = 10;

export function createRequestPacer(requestsPerSecond = DEFAULT_TRON_REQUESTS_PER_SECOND): RequestPacer {
  if (!(requestsPerSecond > 0) || !Number.isFinite(requestsPerSecond)) {
    throw new Error(`requestsPerSecond must be a positive number, got ${requestsPerSecond}`);
  }
  const throttle = pThrottle({ limit: 1, interval: Math.ceil(1_000 / requestsPerSecond), strict: true });
  const paced = throttle((call: () => Promise<unknown>) => call());
  return <T>(call: () => Promise<T>) => paced(call) as Promise<T>;
}
