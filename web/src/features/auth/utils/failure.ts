// Turns a failed call into what the person reads: the server's words when it answered, a fallback otherwise.
import { ApiError, failureMessage as describeFailure } from '../../../lib/api-client';
import { AUTH_MESSAGES } from '../messages';

/**
 * The server's `error`, else `fallback` when the server answered without one. A call that never got an
 * answer (fetch threw) reads `offline`: the spec's network message unless the page says otherwise.
 */
export function failureMessage(
  error: unknown,
  fallback: string,
  offline: string = AUTH_MESSAGES.network,
): string {
  return describeFailure(error, fallback, offline);
}

/** The list of broken password rules some failures carry beside `error`. */
export function passwordErrorsOf(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  const list = error.field('passwordErrors');
  return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
}

/** A flag such as `isGoogleUser` or `emailVerificationRequired` passed through from the server. */
export function hasFlag(error: unknown, flag: string): boolean {
  return error instanceof ApiError && error.field(flag) === true;
}

/** The first message per field, in the order the schema reported them. */
export function firstIssuePerField<Field extends string>(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
  fieldOf: (path: ReadonlyArray<PropertyKey>) => Field,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    errors[field] ??= issue.message;
  }
  return errors;
}
