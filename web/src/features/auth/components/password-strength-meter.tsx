// Live strength of the password being typed: asks the server once typing pauses, and falls back to the
// shared local rule while the answer is on its way or when the check fails (spec §5). The server's
// guess estimate adds how long the password would hold after a leak and why it is weak.
import { checkPassword } from '@shop/domain';
import type { CSSProperties } from 'react';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { type ServerPasswordCheck, useValidatePassword } from '../api/validate-password';
import { PASSWORD_CHECK_DEBOUNCE_MS } from '../messages';
import { PasswordErrorList } from './password-error-list';

/** Spec §5: eight one-point criteria, so eight is a perfect score. */
export const STRENGTH_MAX_SCORE = 8;

export function PasswordStrengthMeter({ password }: { password: string }) {
  const settled = useDebouncedValue(password, PASSWORD_CHECK_DEBOUNCE_MS);
  const serverCheck = useValidatePassword(settled);

  // Nothing to judge yet, or the first keystrokes have not settled: an empty verdict would only flash.
  if (!password || !settled) return null;

  const { errors, strength } = serverCheck.data ?? checkPassword(settled);
  const estimate = serverCheck.data?.estimate;

  return (
    <div className="strength-meter">
      <p className="strength-meter__label" aria-live="polite">
        {/* The label stays in the text colour: the strength colours are for the bar, not legible as text on dark. */}
        Password strength: <strong>{strength.strength}</strong>
      </p>
      <meter
        className="strength-meter__bar"
        aria-label="Password strength"
        min={0}
        max={STRENGTH_MAX_SCORE}
        value={strength.score}
        // Stated outright as well: not every browser and test DOM derives them from the element.
        aria-valuemin={0}
        aria-valuemax={STRENGTH_MAX_SCORE}
        aria-valuenow={strength.score}
        aria-valuetext={`${strength.strength}, ${strength.score} of ${STRENGTH_MAX_SCORE}`}
        style={{ '--strength-color': strength.color } as CSSProperties}
      />
      {estimate && <GuessEstimate {...estimate} />}
      <PasswordErrorList errors={errors} />
    </div>
  );
}

type GuessEstimateProps = NonNullable<ServerPasswordCheck['estimate']>;

/** How long the password would hold against our password hash after a leak, and the estimator's advice. */
function GuessEstimate({ crackTime, warning, suggestions }: GuessEstimateProps) {
  return (
    <p className="strength-meter__estimate">
      Time to guess it after a data leak: <strong>{crackTime}</strong>.{warning && ` ${warning}`}
      {suggestions.length > 0 && ` ${suggestions.join(' ')}`}
    </p>
  );
}
