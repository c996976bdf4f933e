// POST /api/email/unsubscribe and /api/email/resubscribe: the licence reminders stopped or resumed with
// the signed token of a reminder's link, without signing in.
import type { emailPreferenceMessageSchema } from '@shop/command-api/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';

export type ReminderEmailsResponse = ReturnType<typeof emailPreferenceMessageSchema.parse>;

export function stopReminderEmails(token: string): Promise<ReminderEmailsResponse> {
  return apiClient.post<ReminderEmailsResponse>(
    `/email/unsubscribe?token=${encodeURIComponent(token)}`,
    {},
    { token: null },
  );
}

export function resumeReminderEmails(token: string): Promise<ReminderEmailsResponse> {
  return apiClient.post<ReminderEmailsResponse>('/email/resubscribe', { token }, { token: null });
}

export function useStopReminderEmails(config: MutationConfig<typeof stopReminderEmails> = {}) {
  return useMutation({ ...config, mutationFn: stopReminderEmails });
}

export function useResumeReminderEmails(config: MutationConfig<typeof resumeReminderEmails> = {}) {
  return useMutation({ ...config, mutationFn: resumeReminderEmails });
}
