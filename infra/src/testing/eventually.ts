// The one way node tests wait for something that happens in the background (a projection, a reactor,
// a mail, a process): ask again until the answer is accepted or a deadline in elapsed time passes. The
// deadline is generous, as a busy machine may take seconds over what an idle one takes in milliseconds;
// a test waits only as long as the outcome needs, and fails naming what never came and the last answer.
import { inspect } from 'node:util';

/** How long a wait may last unless a test says otherwise (Vitest's node test timeout is 60 s). */
export const EVENTUALLY_TIMEOUT_MS = 20_000;

export interface EventuallyOptions<T> {
  /** What is awaited, for the error: "the licence in the read model". */
  what: string;
  /** Whether the probe's value is the one awaited; by default any value but undefined, null and false. */
  accept?: (value: T) => boolean;
  /** The deadline, in elapsed milliseconds from the first probe. */
  timeoutMs?: number;
  /** The pause between probes. */
  intervalMs?: number;
  /** More for the error, read when giving up: a service's output, the mails received. */
  explain?: () => string;
}

const isSomething = (value: unknown) => value !== undefined && value !== null && value !== false;

/** A value for the error: an HTTP answer (light-my-request's or fetch's) as its status and body. */
function describe(value: unknown): string {
  const answer = value as { statusCode?: unknown; body?: unknown; status?: unknown; url?: unknown } | null;
  if (answer && typeof answer.statusCode === 'number' && typeof answer.body === 'string') {
    return `HTTP ${answer.statusCode} ${answer.body.slice(0, 4_000)}`;
  }
  if (value instanceof Response) return `HTTP ${value.status} from ${value.url}`;
  return inspect(value, { depth: 6, breakLength: 120, maxArrayLength: 50, maxStringLength: 4_000 });
}

/**
 * Calls `probe` until its value is accepted and returns that value; throws once `timeoutMs` have
 * passed, naming `what` and the last value. An error thrown by the probe fails the wait at once.
 */
export async function eventually<T>(
  probe: () => T | Promise<T>,
  options: EventuallyOptions<T> & { accept: (value: T) => boolean },
): Promise<T>;
export async function eventually<T>(
  probe: () => T | Promise<T>,
  options: EventuallyOptions<T>,
): Promise<Exclude<T, undefined | null | false>>;
export async function eventually<T>(
  probe: () => T | Promise<T>,
  {
    what,
    accept = isSomething,
    timeoutMs = EVENTUALLY_TIMEOUT_MS,
    intervalMs = 20,
    explain,
  }: EventuallyOptions<T>,
): Promise<T> {
  const started = performance.now();
  for (let attempt = 1; ; attempt += 1) {
    const value = await probe();
    if (accept(value)) return value;
    const elapsed = performance.now() - started;
    if (elapsed >= timeoutMs) {
      const last = describe(value);
      const more = explain ? `\n${explain()}` : '';
      throw new Error(
        `${what}: not there after ${Math.round(elapsed)} ms (${attempt} tries); the last answer was ${last}${more}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, Math.min(intervalMs, timeoutMs - elapsed)));
  }
}
