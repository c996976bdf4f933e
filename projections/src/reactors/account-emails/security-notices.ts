// Which user events tell the owner about a change to their account's security, and the email each
// sends, once (send-once.ts). A second factor used with an authenticator app or a passkey, new
// recovery codes, a renamed passkey and sessions signed out by the owner send nothing.
import type {
  ActiveUser,
  PasskeyRegistered,
  PasskeyRemoved,
  PasswordChanged,
  SecondFactorsReset,
  SecondFactorUsed,
  TotpDisabled,
  TotpEnabled,
  User,
} from '@shop/domain';
import type { MailMessage, RecordedEvent } from '@shop/infra';
import { passkeyAddedEmail } from './passkey-added.js';
import { passkeyRemovedEmail } from './passkey-removed.js';
import { passwordChangedEmail } from './password-changed.js';
import type { AccountEmailsDependencies } from './reactor.js';
import { recoveryCodeUsedEmail } from './recovery-code-used.js';
import { sendOnce } from './send-once.js';
import { totpDisabledEmail } from './totp-disabled.js';
import { totpEnabledEmail } from './totp-enabled.js';
import { twoFactorResetEmail } from './two-factor-reset.js';

interface Notice {
  /** Its kind in sent_emails. */
  kind: string;
  /** Whether this event asks for the email at all; every one of its type unless told. */
  concerns?(data: unknown): boolean;
  compose(user: ActiveUser, data: unknown, publicUrl: string, before: User): MailMessage;
}

const notices: Record<string, Notice> = {
  SecondFactorsReset: {
    kind: 'two-factor-reset',
    compose: (user, data, url) => twoFactorResetEmail(user, data as SecondFactorsReset['data'], url),
  },
  TotpEnabled: {
    kind: 'totp-enabled',
    compose: (user, data, url) => totpEnabledEmail(user, data as TotpEnabled['data'], url),
  },
  TotpDisabled: {
    kind: 'totp-disabled',
    compose: (user, data, url) => totpDisabledEmail(user, data as TotpDisabled['data'], url),
  },
  PasskeyRegistered: {
    kind: 'passkey-added',
    compose: (user, data, url) => passkeyAddedEmail(user, data as PasskeyRegistered['data'], url),
  },
  PasskeyRemoved: {
    kind: 'passkey-removed',
    compose: (user, data, url, before) =>
      passkeyRemovedEmail(user, data as PasskeyRemoved['data'], url, before),
  },
  PasswordChanged: {
    kind: 'password-changed',
    compose: (user, data, url) => passwordChangedEmail(user, data as PasswordChanged['data'], url),
  },
  SecondFactorUsed: {
    kind: 'recovery-code-used',
    concerns: (data) => (data as SecondFactorUsed['data']).method === 'recovery',
    compose: (user, data, url) => recoveryCodeUsedEmail(user, data as SecondFactorUsed['data'], url),
  },
};

export const securityNoticeEvents = Object.keys(notices);

export async function sendSecurityNotice(
  deps: AccountEmailsDependencies,
  recorded: RecordedEvent,
): Promise<void> {
  const notice = notices[recorded.type];
  if (!notice || notice.concerns?.(recorded.data) === false) return;
  await sendOnce(deps, recorded, notice.kind, (user, before) =>
    notice.compose(user, recorded.data, deps.publicUrl, before),
  );
}
