// The unsubscribe page's own words; what the server says is shown as it comes.

export const EMAIL_PREFERENCE_TEXT = {
  title: 'Email Preferences',
  question: 'Stop licence reminder emails?',
  explanation:
    'We email you 7 days and 1 day before a licence expires, and when it has expired. Order and account emails are not affected.',
  stop: 'Stop reminder emails',
  resubscribe: 'Resubscribe',
  failed: 'Could not change your email preferences. Please try again.',
  network: 'Network error. Please try again.',
  invalidLink: 'This unsubscribe link is invalid.',
} as const;
