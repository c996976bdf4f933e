// Email preferences: the one-click unsubscribe of the licence reminders (a signed link, no login),
// turning them back on with the same link, and the signed-in user's own setting.
import { z } from 'zod';
import { success } from './envelope.js';

export const EMAIL_PREFERENCE_MESSAGES = {
  unsubscribed: 'You will no longer receive licence reminder emails.',
  resubscribed: 'You will receive licence reminder emails again.',
  invalidLink: 'This unsubscribe link is invalid.',
} as const;

const token = z
  .string({ error: EMAIL_PREFERENCE_MESSAGES.invalidLink })
  .min(1, EMAIL_PREFERENCE_MESSAGES.invalidLink)
  .max(512);

export const unsubscribeQuerySchema = z.object({ token });
/** What a mail client posts for RFC 8058 one-click (form-encoded), or an empty JSON object. */
export const oneClickBodySchema = z.object({ 'List-Unsubscribe': z.string().max(64).optional() }).optional();
export const resubscribeRequestSchema = z.object({ token });
export const emailPreferencesSchema = z.object({
  licenceReminders: z
    .boolean()
    .describe('Licence reminder emails (7 days, 1 day before the end, and after it)'),
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;
export const emailPreferencesResponseSchema = success(emailPreferencesSchema.shape);
export const emailPreferenceMessageSchema = success({ message: z.string() });
