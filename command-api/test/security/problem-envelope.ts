// Whether a failed call answered in the spec's error envelope (problem JSON with success, error and code).
import type { LightMyRequestResponse } from 'fastify';
import { problemSchema } from '../../src/contracts/envelope.js';

/** What is wrong with the answer's envelope; undefined when it is a proper problem answer. */
export function envelopeFault(response: LightMyRequestResponse): string | undefined {
  if (!String(response.headers['content-type']).startsWith('application/problem+json'))
    return `content-type ${response.headers['content-type']}`;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return 'a body that is not JSON';
  }
  const parsed = problemSchema.safeParse(body);
  if (!parsed.success) return `not the error envelope: ${parsed.error.issues[0]?.message}`;
  if (parsed.data.error.trim() === '') return 'an empty error message';
  if (parsed.data.code.trim() === '') return 'an empty error code';
  if (parsed.data.status !== response.statusCode)
    return `status ${parsed.data.status} in a ${response.statusCode}`;
  return undefined;
}
