// Tells the operator, once, how to sign in as the first admin.
import type { FirstAdminOutcome } from './first-admin.js';

export function reportFirstAdmin(
  outcome: FirstAdminOutcome,
  write: (text: string) => void = (text) => {
    process.stdout.write(text);
  },
): void {
  if (!outcome.created) return;
  if (outcome.generatedPassword) {
    write(
      `\nFirst admin created. Sign in with ${outcome.email} (username ${outcome.username}) and password ${outcome.generatedPassword}\n` +
        'This password is shown only now. Set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.\n\n',
    );
  } else {
    write(
      `\nFirst admin created: ${outcome.email} (username ${outcome.username}), with the password from ADMIN_PASSWORD.\n\n`,
    );
  }
}
