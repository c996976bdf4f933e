// The account settings' own words; what the server says (refusals, 'Password changed') is shown as it comes,
// and the notice for admins sent here is the API's own (TWO_FACTOR_MESSAGES.setupRequired).

export const ACCOUNT_MESSAGES = {
  loading: 'Loading your security settings...',
  loadFailed: 'Failed to load your security settings',
  network: 'Network error. Please try again.',
  failed: 'Something went wrong. Please try again.',
  passwordsDoNotMatch: 'Passwords do not match',
  fieldRequired: 'This field is required',
  googleAccount: 'This account signs in with Google, so it has no password to change here.',
  totpOff: 'Not set up',
  totpOn: 'Enabled',
  totpIntro:
    'Use an authenticator app (Google Authenticator, 1Password, Authy...) to get a 6-digit code each time you sign in.',
  scanIntro: 'Scan this QR code with your authenticator app, or type the key below into it by hand.',
  recoveryIntro:
    'Keep these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They will not be shown again.',
  recoveryCodesLeft: (left: number) =>
    left === 0
      ? 'No recovery codes left: regenerate a set, or losing your phone locks you out.'
      : `${left} recovery ${left === 1 ? 'code' : 'codes'} left`,
  noPasskeys: 'No passkeys yet. A passkey lets you sign in with your fingerprint, face or device PIN.',
  passkeyNamePrompt: 'Give the passkey a name you will recognise, such as "MacBook Touch ID".',
  removePasskeyConfirm: (name: string) =>
    `Remove the passkey "${name}"? You will no longer be able to sign in with it.`,
  noSessions: 'No active sessions',
  neverUsed: 'Never used',
} as const;
