// The mails a reactor has sent, by causing event: a replay or a restart never sends one twice.
import type { Generated } from 'kysely';

export interface SentEmailsTable {
  event_id: string;
  kind: string;
  sent_at: Generated<Date>;
}
