// The Rate Support prompt on a resolved ticket its owner has not rated: one to five stars (radio buttons
// named '1 star' … '5 stars'), optional feedback, Submit. The rating is asked for once.
import { TICKET_LIMITS } from '@shop/domain';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { failureMessage } from '../../../lib/api-client';
import { useRateTicket } from '../api/rate-ticket';
import type { TicketResponse } from '../api/ticket-query';
import { SUPPORT_MESSAGES } from '../messages';
import { checkRating, type RatingErrors } from '../utils/ticket-form';
import { starsLabel } from '../utils/ticket-labels';

const STARS = Array.from(
  { length: TICKET_LIMITS.maxRating - TICKET_LIMITS.minRating + 1 },
  (_, index) => TICKET_LIMITS.minRating + index,
);

type SatisfactionFormProps = {
  ticketId: string;
  onRated: (response: TicketResponse) => void;
};

export function SatisfactionForm({ ticketId, onRated }: SatisfactionFormProps) {
  const titleId = useId();
  const errorId = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [feedback, setFeedback] = useState('');
  const [errors, setErrors] = useState<RatingErrors>({});
  const rate = useRateTicket({ onSuccess: onRated });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (rate.isPending) return;
    const check = checkRating(rating, feedback);
    setErrors(check.ok ? {} : check.errors);
    if (!check.ok) {
      rate.reset();
      return;
    }
    rate.mutate({ ticketId, body: check.request });
  };

  const serverError = rate.isError
    ? failureMessage(rate.error, SUPPORT_MESSAGES.rateFailed, SUPPORT_MESSAGES.rateNetwork)
    : null;

  return (
    <section className="dialog__section ticket-rating" aria-labelledby={titleId}>
      <h3 id={titleId}>Rate Support</h3>
      <p className="form__aside">How happy are you with the help you got on this ticket?</p>
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <form className="form" aria-labelledby={titleId} noValidate onSubmit={onSubmit}>
        <fieldset className="star-rating" aria-describedby={errors.rating ? errorId : undefined}>
          <legend className="field__label">Rating</legend>
          {STARS.map((stars) => (
            <label
              key={stars}
              className={
                rating !== null && stars <= rating
                  ? 'star-rating__star star-rating__star--on'
                  : 'star-rating__star'
              }
            >
              <input
                type="radio"
                name="rating"
                value={stars}
                className="star-rating__input"
                checked={rating === stars}
                onChange={() => setRating(stars)}
              />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">{starsLabel(stars)}</span>
            </label>
          ))}
          {errors.rating && (
            <p id={errorId} className="field__error" role="alert">
              {errors.rating}
            </p>
          )}
        </fieldset>
        <TextAreaField
          label="Feedback (optional)"
          name="feedback"
          rows={3}
          limit={TICKET_LIMITS.feedback}
          value={feedback}
          error={errors.feedback}
          onChange={(event) => setFeedback(event.target.value)}
        />
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={rate.isPending}>
            {rate.isPending ? 'Submitting...' : 'Submit'}
          </button>
        </div>
      </form>
    </section>
  );
}

/** A rating already given: the stars, and the feedback that came with it. */
export function SatisfactionSummary({
  satisfaction,
  admin,
}: {
  satisfaction: { rating: number; feedback: string | null };
  admin: boolean;
}) {
  const titleId = useId();
  const { rating, feedback } = satisfaction;
  return (
    <section className="dialog__section ticket-rating" aria-labelledby={titleId}>
      <h3 id={titleId}>{admin ? 'Customer Rating' : 'Your Rating'}</h3>
      <p className="dialog__meta">
        <span className="star-display" aria-hidden="true">
          {'★'.repeat(rating)}
          {'☆'.repeat(Math.max(TICKET_LIMITS.maxRating - rating, 0))}
        </span>{' '}
        {starsLabel(rating)} out of {TICKET_LIMITS.maxRating}
      </p>
      {feedback && <p className="dialog__meta ticket-rating__feedback">{feedback}</p>}
    </section>
  );
}
