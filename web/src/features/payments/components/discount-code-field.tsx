// The optional discount code (spec §5 Payment): upper-cased as typed, checked with the server when the field
// is left, cleared when emptied. The price with the discount shows under it; a refusal shows as the field's
// error.
import { validateDiscountRequestSchema } from '@shop/command-api/contracts';
import { normalizeDiscountCode } from '@shop/domain';
import { useRef, useState } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { formatUsd } from '../../../lib/format';
import type { DiscountQuote } from '../api/validate-discount';
import { usePayment } from '../context/payment-context';
import { PAYMENT_SCREEN_MESSAGES } from '../messages';
import type { PlanDetails } from '../utils/plan-details';

type DiscountCodeFieldProps = {
  plan: PlanDetails;
  code: string;
  onCodeChange: (code: string) => void;
};

type Check = { code: string } & ({ quote: DiscountQuote } | { error: string });

export function DiscountCodeField({ plan, code, onCodeChange }: DiscountCodeFieldProps) {
  const { validateDiscount } = usePayment();
  const [check, setCheck] = useState<Check | null>(null);
  // The code last sent to be checked: only its answer may show, and an edit resets it.
  const latest = useRef('');

  const onBlur = async () => {
    const normalized = normalizeDiscountCode(code);
    // Sent already (answered or on its way) unless edited since: leaving the field again asks nothing new.
    if (!normalized || normalized === latest.current) return;
    latest.current = normalized;
    // The API's own schema first: a plan it does not know gets its message without a call.
    const request = validateDiscountRequestSchema.safeParse({
      code: normalized,
      planType: plan.planType,
      amount: plan.price,
    });
    if (!request.success) {
      setCheck({
        code: normalized,
        error: request.error.issues[0]?.message ?? PAYMENT_SCREEN_MESSAGES.discountFailed,
      });
      return;
    }
    const outcome = await validateDiscount(request.data);
    if (latest.current !== normalized) return;
    setCheck(
      outcome.ok ? { code: normalized, quote: outcome.discount } : { code: normalized, error: outcome.error },
    );
  };

  const onChange = (value: string) => {
    onCodeChange(value.toUpperCase());
    // A result is about the code it was given for; any edit makes it stale, and emptying the field clears it.
    latest.current = '';
    setCheck(null);
  };

  const quote = check && 'quote' in check ? check.quote : null;
  return (
    <div className="discount-field">
      <TextField
        label="Discount Code (optional)"
        name="discountCode"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={code}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        error={check && 'error' in check ? check.error : undefined}
      />
      <div role="status" className="discount-field__quote">
        {quote && (
          <dl className="payment-details">
            <div>
              <dt>Discount ({quote.code})</dt>
              <dd>
                -{formatUsd(quote.discountAmount)}
                {quote.description && <span className="muted"> · {quote.description}</span>}
              </dd>
            </div>
            <div>
              <dt>Final Amount</dt>
              <dd>
                <strong>{formatUsd(quote.finalAmount)}</strong>
              </dd>
            </div>
          </dl>
        )}
      </div>
    </div>
  );
}
