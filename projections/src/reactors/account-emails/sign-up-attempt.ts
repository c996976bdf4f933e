// The email to an account's owner when someone tried to sign up with its address: the sign-up was
// answered as if it worked, so only the owner learns the address is registered here.
import type { SignUpAttempted } from '@shop/domain';
import type { MailMessage, RecordedEvent } from '@shop/infra';
import { compose } from '../mail-layout.js';
import type { AccountEmailsDependencies } from './reactor.js';
import { sendOnce } from './send-once.js';

/** A notice more than a day late says nothing useful any more. */
const STALE_AFTER_MS = 24 * 3_600_000;

export function signUpAttemptEmail(
  to: string,
  username: string,
  links: { signIn: string; resetPassword: string | null },
): MailMessage {
  const reset = links.resetPassword
    ? `If you forgot your password, reset it here: ${links.resetPassword}`
    : 'Your account signs in with Google: use the "Continue with Google" button.';
  return compose(
    to,
    'Someone tried to create an account with your email address',
    [
      `Hello ${username}, someone tried to create an account with this email address. If that was you, sign in or reset your password.`,
      reset,
      'If it was not you, you can ignore this email: no new account was created and your account is unchanged.',
    ],
    { label: 'Sign in', url: links.signIn },
  );
}

export async function sendSignUpAttemptEmail(
  deps: AccountEmailsDependencies,
  recorded: RecordedEvent,
): Promise<void> {
  const { attemptedAt } = recorded.data as SignUpAttempted['data'];
  if (deps.clock().getTime() - Date.parse(attemptedAt) > STALE_AFTER_MS) return;
  await sendOnce(deps, recorded, 'sign-up-attempt', (user) => {
    const googleOnly = user.passwordHash === null && user.method === 'google';
    return signUpAttemptEmail(user.email, user.username, {
      signIn: `${deps.publicUrl}/login`,
      resetPassword: googleOnly ? null : `${deps.publicUrl}/forgot-password`,
    });
  });
}
