// Turns everything that can go wrong talking to a TRON node (axios errors from tronweb, fetch
// errors, HTTP statuses, java-tron `{"Error": …}` bodies, answers of the wrong shape) into one
// `ChainUnavailableError` with a message naming the endpoint and what happened.
import type { z } from 'zod';
import { ChainUnavailableError } from '../chain-client.js';

export const TRON_NETWORK = 'TRC20';
const MAX_QUOTED_CHARS = 200;

function quote(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > MAX_QUOTED_CHARS ? `${line.slice(0, MAX_QUOTED_CHARS)}…` : line;
}

/** What a failure body says: java-tron's and TronGrid's `Error`/`error` text, or a text body itself. */
export function failureBodyText(body: unknown): string | undefined {
  if (typeof body === 'string') return body.trim() === '' ? undefined : quote(body);
  return nodeErrorText(body);
}

/** The `Error`/`error` text java-tron and TronGrid put in JSON failure bodies, if any. */
export function nodeErrorText(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  const text = record.Error ?? record.error ?? record.message;
  return typeof text === 'string' ? quote(text) : undefined;
}

interface HttpLikeError {
  code?: unknown;
  name?: unknown;
  message?: unknown;
  response?: { status?: unknown; data?: unknown };
}

/** One line saying why a request failed: the HTTP status with the node's words, a timeout, or the transport error. */
export function describeFailure(error: unknown, timeoutMs: number): string {
  if (typeof error === 'string') return quote(error);
  if (typeof error !== 'object' || error === null) return String(error);
  const failure = error as HttpLikeError;
  if (typeof failure.response?.status === 'number') {
    const said = failureBodyText(failure.response.data);
    return `HTTP ${failure.response.status}${said ? ` (${said})` : ''}`;
  }
  const timedOut =
    failure.code === 'ECONNABORTED' ||
    failure.code === 'ETIMEDOUT' ||
    failure.name === 'TimeoutError' ||
    failure.name === 'AbortError';
  if (timedOut) return `no answer within ${timeoutMs} ms`;
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  const message = typeof failure.message === 'string' ? failure.message.split('\n')[0] : String(error);
  return `${message}${cause}`;
}

export function unavailable(endpoint: string, reason: string, cause?: unknown): ChainUnavailableError {
  return new ChainUnavailableError(TRON_NETWORK, `TRON node ${endpoint}: ${reason}`, { cause });
}

/** tronweb's "unknown transaction" answer (an `Error`, or a bare string in older releases). */
export function isTransactionNotFound(error: unknown): boolean {
  const message = error instanceof Error ? error.message : error;
  return message === 'Transaction not found';
}

/** java-tron answers `{}` for a transaction, receipt or block it does not know. */
export function isEmptyAnswer(answer: unknown): boolean {
  return (
    typeof answer === 'object' &&
    answer !== null &&
    !Array.isArray(answer) &&
    Object.keys(answer).length === 0
  );
}

/** The answer in `schema`'s shape, or a `ChainUnavailableError` quoting the node's error text if it sent one. */
export function parseAnswer<Schema extends z.ZodType>(
  schema: Schema,
  answer: unknown,
  endpoint: string,
): z.infer<Schema> {
  const parsed = schema.safeParse(answer);
  if (parsed.success) return parsed.data;
  throw unavailable(endpoint, whatIsWrong(answer, parsed.error), parsed.error);
}

function whatIsWrong(answer: unknown, error: z.ZodError): string {
  // axios hands a body that is not JSON back as text.
  if (typeof answer === 'string') return `malformed answer (not JSON: ${quote(answer) || 'empty body'})`;
  const said = nodeErrorText(answer);
  if (said) return `node error (${said})`;
  const issue = error.issues[0];
  const where = issue && issue.path.length > 0 ? issue.path.join('.') : 'answer';
  return `malformed answer (${where}: ${issue?.message ?? 'unexpected shape'})`;
}
