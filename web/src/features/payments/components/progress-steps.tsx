// The four steps of the purchase (spec §2 Payment page) as an ordered list, the current one marked for
// assistive technology with aria-current="step" and the finished ones said to be completed.

export const PURCHASE_STEPS = [
  { id: 'plan-details', label: 'Plan Details' },
  { id: 'payment-info', label: 'Payment Info' },
  { id: 'payment-proof', label: 'Submit Proof' },
  { id: 'verification', label: 'Verification' },
] as const;

export type PurchaseStep = (typeof PURCHASE_STEPS)[number]['id'] | 'success';

export function ProgressSteps({ current }: { current: PurchaseStep }) {
  const currentIndex =
    current === 'success' ? PURCHASE_STEPS.length : PURCHASE_STEPS.findIndex((step) => step.id === current);

  return (
    <ol className="purchase-steps" aria-label="Purchase progress">
      {PURCHASE_STEPS.map((step, index) => {
        const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming';
        return (
          <li
            key={step.id}
            className={`purchase-steps__item purchase-steps__item--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="purchase-steps__number" aria-hidden="true">
              {index + 1}
            </span>
            <span className="purchase-steps__label">{step.label}</span>
            {state === 'done' && <span className="visually-hidden"> (completed)</span>}
          </li>
        );
      })}
    </ol>
  );
}
