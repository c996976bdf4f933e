// A broken business rule: a code for programs and the spec's exact message for people.

export type DomainErrorKind =
  | 'validation'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'rule'
  | 'rate_limited';

export class DomainError<Code extends string = string> extends Error {
  override readonly name = 'DomainError';

  constructor(
    readonly code: Code,
    message: string,
    readonly kind: DomainErrorKind = 'rule',
    /** Extra fields the spec puts beside `error` (passwordErrors, emailVerificationRequired, ...). */
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
