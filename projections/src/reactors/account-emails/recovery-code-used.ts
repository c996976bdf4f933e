// The notice that one of the account's recovery codes was spent, what for, and how many are left.
import { type ActiveUser, hasSecondFactor, type SecondFactorUsed } from '@shop/domain';
import type { MailMessage } from '@shop/infra';
import { securityNoticeEmail } from './security-notice.js';

const usedTo: Record<SecondFactorUsed['data']['purpose'], string> = {
  'sign-in': 'sign in to your account',
  'step-up': 'confirm an action in your account',
  change: 'change its two-factor authentication',
};

/** Codes left as the account stands now; none to count once it has no second factor left. */
function codesLeft(user: ActiveUser): string | undefined {
  if (!hasSecondFactor(user)) return undefined;
  const left = user.recoveryCodeHashes.length;
  return `You have ${left} unused recovery ${left === 1 ? 'code' : 'codes'} left; each works once. You can make a new set in Account settings.`;
}

export function recoveryCodeUsedEmail(
  user: ActiveUser,
  { purpose, usedAt }: SecondFactorUsed['data'],
  publicUrl: string,
): MailMessage {
  return securityNoticeEmail(user, publicUrl, {
    subject: 'A recovery code was used',
    happened: `one of your recovery codes was used to ${usedTo[purpose]}`,
    at: usedAt,
    consequence: codesLeft(user),
  });
}
