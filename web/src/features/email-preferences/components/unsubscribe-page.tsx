// The page a reminder email's "Stop these reminders" link opens (/unsubscribe?token=…). Opening it
// changes nothing (mail scanners fetch links): the reminders stop only on the button, and the same
// page can turn them back on.
import { useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../../../components/layout/auth-layout';
import { Alert } from '../../../components/ui/alert';
import { failureMessage } from '../../../lib/api-client';
import { useResumeReminderEmails, useStopReminderEmails } from '../api/reminder-emails';
import { EMAIL_PREFERENCE_TEXT as TEXT } from '../messages';

export default function UnsubscribePage() {
  const [searchParams] = useSearchParams();
  return (
    <AuthLayout title={TEXT.title}>
      <UnsubscribeFromReminders token={searchParams.get('token') || null} />
    </AuthLayout>
  );
}

export function UnsubscribeFromReminders({ token }: { token: string | null }) {
  const stop = useStopReminderEmails();
  const resume = useResumeReminderEmails();
  if (!token) {
    return (
      <Alert tone="error">
        <p>{TEXT.invalidLink}</p>
      </Alert>
    );
  }
  const failed = stop.error ?? resume.error;
  const stopped = stop.isSuccess && !resume.isSuccess;
  const busy = stop.isPending || resume.isPending;
  return (
    <>
      {failed && (
        <Alert tone="error">
          <p>{failureMessage(failed, TEXT.failed, TEXT.network)}</p>
        </Alert>
      )}
      {stopped ? (
        <>
          <Alert tone="success">
            <p>{stop.data.message}</p>
          </Alert>
          <div className="form__actions">
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => {
                stop.reset();
                resume.mutate(token);
              }}
            >
              {TEXT.resubscribe}
            </button>
          </div>
        </>
      ) : (
        <>
          {resume.isSuccess && (
            <Alert tone="success">
              <p>{resume.data.message}</p>
            </Alert>
          )}
          <p className="page__lead">{TEXT.question}</p>
          <p>{TEXT.explanation}</p>
          <div className="form__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => {
                resume.reset();
                stop.mutate(token);
              }}
            >
              {TEXT.stop}
            </button>
          </div>
        </>
      )}
    </>
  );
}
