// Sends an email at most once per key (a name the email's cause determines, e.g. an order's payment
// round or a licence's expiry date): the key is claimed in sent_emails before sending and given
// back if sending fails, so a retry sends it and a replay, a restart or a second instance does not.
import { deterministicId, type Mailer, type MailMessage } from '@shop/infra';
import type { Kysely } from 'kysely';
import type { ReadModels } from '../db/schema.js';

export interface MailOnceDependencies {
  db: Kysely<ReadModels>;
  mailer: Mailer;
}

/** The sent_emails row of a key. */
export const sentEmailId = (key: string) => deterministicId(`email:${key}`);

/**
 * Which of `keys` were sent before, in one read: senders of many emails at once (reminders, release
 * emails) skip those without claiming each.
 */
export async function alreadySent(db: Kysely<ReadModels>, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const ids = new Map(keys.map((key) => [sentEmailId(key), key]));
  const rows = await db
    .selectFrom('sent_emails')
    .select('event_id')
    .where('event_id', 'in', [...ids.keys()])
    .execute();
  return new Set(rows.map(({ event_id }) => ids.get(event_id)!));
}

/** Whether it sent the message now (false: it went out before, or another instance is sending it). */
export async function mailOnce(
  { db, mailer }: MailOnceDependencies,
  key: string,
  kind: string,
  message: MailMessage,
): Promise<boolean> {
  const claim = sentEmailId(key);
  const claimed = await db
    .insertInto('sent_emails')
    .values({ event_id: claim, kind })
    .onConflict((c) => c.doNothing())
    .returning('event_id')
    .executeTakeFirst();
  if (!claimed) return false;
  try {
    await mailer.send(message);
  } catch (error) {
    await db.deleteFrom('sent_emails').where('event_id', '=', claim).execute();
    throw error;
  }
  return true;
}
