// The one-field email forms (resend verification, forgot password): the shared schema, with the spec's
// words for an empty field.
import { emailRequestSchema } from '@shop/command-api/contracts';
import { AUTH_MESSAGES } from '../messages';

export type EmailRequest = ReturnType<typeof emailRequestSchema.parse>;

export function validateEmailRequest(email: string): { request?: EmailRequest; error?: string } {
  if (!email.trim()) return { error: AUTH_MESSAGES.emailRequired };
  const parsed = emailRequestSchema.safeParse({ email });
  return parsed.success ? { request: parsed.data } : { error: parsed.error.issues[0]?.message };
}
