// The release decider: a version is published once, may be withdrawn once, and counts its downloads
// while it is offered.
import type { Decider } from '../core/decider.js';
import type { ReleaseCommand } from './commands.js';
import { RELEASE_MESSAGES, releaseError } from './errors.js';
import type { ReleaseEvent } from './events.js';
import { parseVersion, type ReleaseChannel } from './versions.js';

export const CHANGELOG_MAX_LENGTH = 20_000;
export const MAX_MT5_BUILD = 99_999;

export type Release =
  | { status: 'none' }
  | { status: 'published' | 'withdrawn'; version: string; channel: ReleaseChannel; sha256: string };

export const initialRelease: Release = { status: 'none' };

export function evolveRelease(state: Release, event: ReleaseEvent): Release {
  switch (event.type) {
    case 'ReleasePublished': {
      const { version, channel, sha256 } = event.data;
      return { status: 'published', version, channel, sha256 };
    }
    case 'ReleaseWithdrawn':
      return state.status === 'none' ? state : { ...state, status: 'withdrawn' };
    default:
      return state;
  }
}

export function decideRelease(command: ReleaseCommand, state: Release): ReleaseEvent[] {
  switch (command.type) {
    case 'PublishRelease': {
      const { now, ...release } = command.data;
      if (state.status !== 'none') throw releaseError.exists(release.version);
      if (!parseVersion(release.version)) throw releaseError.invalidVersion();
      if (release.changelog.length > CHANGELOG_MAX_LENGTH)
        throw releaseError.invalid(RELEASE_MESSAGES.changelogTooLong);
      if (
        !Number.isInteger(release.minMt5Build) ||
        release.minMt5Build < 1 ||
        release.minMt5Build > MAX_MT5_BUILD
      )
        throw releaseError.invalid(RELEASE_MESSAGES.invalidBuild);
      return [{ type: 'ReleasePublished', data: { ...release, publishedAt: now } }];
    }
    case 'WithdrawRelease': {
      if (state.status === 'none') throw releaseError.notFound();
      if (state.status === 'withdrawn') throw releaseError.withdrawn();
      const { reason, withdrawnBy, now } = command.data;
      return [
        { type: 'ReleaseWithdrawn', data: { version: state.version, reason, withdrawnBy, withdrawnAt: now } },
      ];
    }
    case 'RecordReleaseDownload': {
      if (state.status === 'none') throw releaseError.notFound();
      if (state.status === 'withdrawn') throw releaseError.withdrawn();
      const { userId, licenceId, now } = command.data;
      return [
        { type: 'ReleaseDownloaded', data: { version: state.version, userId, licenceId, downloadedAt: now } },
      ];
    }
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
}

export const releaseDecider: Decider<Release, ReleaseCommand, ReleaseEvent> = {
  initialState: initialRelease,
  evolve: evolveRelease,
  decide: decideRelease,
};
