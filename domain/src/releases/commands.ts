// What may be asked of a release. `now` and the file's facts arrive from outside.
import type { Command } from '../core/message.js';
import type { ReleasePublished } from './events.js';

export type PublishRelease = Command<
  'PublishRelease',
  Omit<ReleasePublished['data'], 'publishedAt'> & { now: string }
>;
export type WithdrawRelease = Command<
  'WithdrawRelease',
  { reason: string | null; withdrawnBy: string; now: string }
>;
export type RecordReleaseDownload = Command<
  'RecordReleaseDownload',
  { userId: string; licenceId: string; now: string }
>;

export type ReleaseCommand = PublishRelease | WithdrawRelease | RecordReleaseDownload;
