// Spec §5 Change account number: a whole number different from the current one; the reason is optional
// and trimmed. The API's own schema does the number rule, so both ends refuse the same input.
import { changeAccountNumberRequestSchema } from '@shop/command-api/contracts';
import { LICENCE_MESSAGES } from '@shop/domain';
import type { ChangeAccountNumberRequest } from '../api/change-account-number';

export type AccountChangeField = 'accountNumber' | 'reason';
export type AccountChangeCheck =
  | { ok: true; request: ChangeAccountNumberRequest }
  | { ok: false; field: AccountChangeField; error: string };

export function validateAccountChange(
  accountNumber: string,
  reason: string,
  currentAccountNumber: number,
): AccountChangeCheck {
  const parsed = changeAccountNumberRequestSchema.safeParse({
    accountNumber: accountNumber.trim(),
    reason: reason.trim() || null,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path[0] === 'reason' ? 'reason' : 'accountNumber';
    return { ok: false, field, error: issue?.message ?? LICENCE_MESSAGES.invalidAccountNumber };
  }
  if (parsed.data.accountNumber === currentAccountNumber) {
    return { ok: false, field: 'accountNumber', error: LICENCE_MESSAGES.sameAccountNumber };
  }
  return { ok: true, request: parsed.data };
}
