// The dashboard's "Email me before my licenses expire and when a new robot version is out" checkbox: the signed-in trader's licence reminder
// emails on or off. Disabled until the setting is read and while a change is on its way; a refused change
// leaves the box as it was and says why. An unreadable setting is one muted line; the dashboard goes on.
import { failureMessage } from '../../../lib/api-client';
import { useMyEmailPreferences, useUpdateMyEmailPreferences } from '../api/my-email-preferences';
import { REMINDER_SETTING_TEXT as TEXT } from '../messages';
import '../email-preferences.css';

export function ReminderEmailsSetting() {
  const preferences = useMyEmailPreferences();
  const update = useUpdateMyEmailPreferences();

  if (preferences.isError) return <p className="reminder-setting muted">{TEXT.unavailable}</p>;

  // While the change is on its way the box shows it; a refusal falls back to what the server holds.
  const checked = update.isPending
    ? update.variables.licenceReminders
    : (preferences.data?.licenceReminders ?? false);
  const status = update.isSuccess ? (update.data.licenceReminders ? TEXT.on : TEXT.off) : '';

  return (
    <div className="reminder-setting">
      <label className="checkbox-group__option">
        <input
          type="checkbox"
          checked={checked}
          disabled={preferences.isPending || update.isPending}
          onChange={(event) => update.mutate({ licenceReminders: event.target.checked })}
        />
        {TEXT.label}
      </label>
      <p className="reminder-setting__status" role="status">
        {status}
      </p>
      {update.isError && (
        <p className="field__error" role="alert">
          {failureMessage(update.error, TEXT.failed, TEXT.failed)}
        </p>
      )}
    </div>
  );
}
