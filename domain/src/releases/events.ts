// Everything that can happen to a robot release, on its stream `release-<version>`.
import type { Event } from '../core/message.js';
import type { ReleaseChannel } from './versions.js';

export type ReleasePublished = Event<
  'ReleasePublished',
  {
    version: string;
    channel: ReleaseChannel;
    /** Markdown. */
    changelog: string;
    /** The oldest MetaTrader 5 build the robot runs on. */
    minMt5Build: number;
    /** `<name>.ex5`, as the download is named. */
    fileName: string;
    sizeBytes: number;
    /** Hex SHA-256 of the file: also where the file store keeps it. */
    sha256: string;
    /** The admin's user id. */
    publishedBy: string;
    publishedAt: string;
  }
>;
/** No longer offered; the history and the file stay. */
export type ReleaseWithdrawn = Event<
  'ReleaseWithdrawn',
  { version: string; reason: string | null; withdrawnBy: string; withdrawnAt: string }
>;
/** One download by a licence holder: only the user and licence references, nothing else about them. */
export type ReleaseDownloaded = Event<
  'ReleaseDownloaded',
  { version: string; userId: string; licenceId: string; downloadedAt: string }
>;

export type ReleaseEvent = ReleasePublished | ReleaseWithdrawn | ReleaseDownloaded;
