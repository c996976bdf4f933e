// The account pages' own words (spec §5 and §8); what the server says is shown as it comes.

export const AUTH_MESSAGES = {
  loginFailed: 'Login failed',
  unexpected: 'An unexpected error occurred',
  /** Spec §8 Registration: the server refused the sign-up without saying why. */
  registrationFailed: 'Registration failed',
  /** Spec §8 Registration: the sign-up call broke without a message of its own. */
  signupFailed: 'Sign up failed',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordsMatch: 'Passwords match',
  passwordRequirements: 'Please ensure your password meets all security requirements',
  emailRequired: 'Please enter your email address',
  network: 'Network error. Please try again.',
  verificationFailed: 'Verification failed',
  invalidVerificationLink: 'Invalid verification link',
  verificationEmailFailed: 'Failed to send verification email',
  resetEmailFailed: 'Failed to send password reset email',
  resetFailed: 'Failed to reset password',
  noResetToken: 'No reset token provided',
} as const;

/** Part of the server's answer to a used, expired or unknown reset token (spec §4 Reset password). */
export const INVALID_RESET_TOKEN_MARK = 'Invalid or expired';

/** Spec §9: the pause before verification and reset send the person on to /login. */
export const REDIRECT_DELAY_MS = 3_000;

/** Spec §9: the strength check waits this long after the last keystroke. */
export const PASSWORD_CHECK_DEBOUNCE_MS = 300;

/** Spec §9: the reset form's submit stays disabled below this length; the full rule is checked on submit. */
export const RESET_PASSWORD_MIN_LENGTH = 6;
