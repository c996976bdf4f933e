// Emails every holder of an active licence, whose licence reminders are on, when a stable release is
// published: once per release and user (mail-once.ts), so a retry after a failed send reaches only those
// not mailed yet, and a replay nobody. Beta releases email nobody. A new consumer group starts at the
// beginning of the log, so releases older than 48 hours when first seen send nothing.
import type { ReleasePublished } from '@shop/domain';
import { issueUnsubscribeToken, type Mailer, type RecordedEvent } from '@shop/infra';
import type { Kysely } from 'kysely';
import type { ReadModels } from '../../db/schema.js';
import { licencesProjector } from '../../read-models/licences/projector.js';
import { usersProjector } from '../../read-models/users/projector.js';
import type { Reactor } from '../../runtime/reactor.js';
import { alreadySent, mailOnce } from '../mail-once.js';
import { releaseRecipients } from './recipients.js';
import { releaseAvailableEmail } from './template.js';

export interface ReleaseEmailsDependencies {
  db: Kysely<ReadModels>;
  mailer: Mailer;
  publicUrl: string;
  /** Signs the unsubscribe links (AppKeys.unsubscribeKey). */
  unsubscribeKey: Buffer;
  clock: () => Date;
}

const STALE_AFTER_MS = 48 * 3_600_000;
/** Recipients whose sent emails are looked up in one read. */
const BATCH = 1_000;

const releaseEmailKey = (version: string, userId: string) => `release-available:${version}:${userId}`;

export function releaseEmailsReactor(deps: ReleaseEmailsDependencies): Reactor {
  return {
    id: 'release-emails',
    eventTypes: ['ReleasePublished'],
    reads: [usersProjector.id, licencesProjector.id],
    async handle(recorded: RecordedEvent) {
      const now = deps.clock();
      if (now.getTime() - recorded.recordedAt.getTime() > STALE_AFTER_MS) return;
      const release = recorded.data as ReleasePublished['data'];
      if (release.channel !== 'stable') return;
      const recipients = (await releaseRecipients(deps.db, now)).map((user) => ({
        user,
        key: releaseEmailKey(release.version, user.user_id),
      }));
      for (let start = 0; start < recipients.length; start += BATCH) {
        const batch = recipients.slice(start, start + BATCH);
        // After a failed send, most went out before: one read skips them all.
        const sent = await alreadySent(
          deps.db,
          batch.map(({ key }) => key),
        );
        for (const { user, key } of batch) {
          if (sent.has(key)) continue;
          const message = releaseAvailableEmail({ email: user.email, username: user.username }, release, {
            publicUrl: deps.publicUrl,
            unsubscribeToken: issueUnsubscribeToken(deps.unsubscribeKey, user.user_id),
          });
          await mailOnce(deps, key, 'release-available', message);
        }
      }
    },
  };
}
