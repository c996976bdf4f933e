// The unsubscribe page's and the dashboard's reminder setting's own words; what the server says is shown as
// it comes.

export const EMAIL_PREFERENCE_TEXT = {
  title: 'Email Preferences',
  question: 'Stop licence reminder and new-version emails?',
  explanation:
    'We email you 7 days and 1 day before a licence expires, when it has expired, and when a new version of the robot is released. Order and account emails are not affected.',
  stop: 'Stop reminder emails',
  resubscribe: 'Resubscribe',
  failed: 'Could not change your email preferences. Please try again.',
  network: 'Network error. Please try again.',
  invalidLink: 'This unsubscribe link is invalid.',
} as const;

/** The dashboard's checkbox for the signed-in trader ("license", as the dashboard spells it). */
export const REMINDER_SETTING_TEXT = {
  label: 'Email me before my licenses expire and when a new robot version is out',
  on: 'Reminders on',
  off: 'Reminders off',
  failed: 'Failed to update email preferences',
  unavailable: 'Email preferences are unavailable right now',
} as const;
