import { describe, expect, it } from 'vitest';
import { foldEvents } from '../core/decider.js';
import type { ReleaseCommand } from './commands.js';
import { decideRelease, releaseDecider } from './decide.js';
import { RELEASE_MESSAGES } from './errors.js';
import type { ReleaseEvent } from './events.js';
import { compareVersionTexts, isUpdateAvailable, latestRelease, parseVersion } from './versions.js';

const NOW = '2026-11-27T10:00:00.000Z';

describe('versions', () => {
  it('orders as SemVer 2.0.0 §11 does', () => {
    const ordered = [
      '1.0.0-alpha',
      '1.0.0-alpha.1',
      '1.0.0-alpha.beta',
      '1.0.0-beta',
      '1.0.0-beta.2',
      '1.0.0-beta.11',
      '1.0.0-rc.1',
      '1.0.0',
      '1.2.0',
      '1.10.0',
      '2.0.0',
    ];
    for (let index = 1; index < ordered.length; index += 1) {
      expect(
        compareVersionTexts(ordered[index - 1]!, ordered[index]!),
        `${ordered[index - 1]} < ${ordered[index]}`,
      ).toBe(-1);
      expect(compareVersionTexts(ordered[index]!, ordered[index - 1]!)).toBe(1);
    }
    expect(compareVersionTexts('1.2.0', '1.2.0')).toBe(0);
  });

  it('refuses what is not MAJOR.MINOR.PATCH', () => {
    for (const text of [
      '1.2',
      'v1.2.0',
      '01.2.0',
      '1.2.0+build.5',
      '1.2.0-',
      '',
      'a.b.c',
      `1.2.0-${'x'.repeat(40)}`,
    ])
      expect(parseVersion(text), text).toBeUndefined();
    expect(parseVersion('1.2.3-beta.1')).toEqual({ major: 1, minor: 2, patch: 3, prerelease: ['beta', '1'] });
  });

  it('gives a stable robot the newest stable release and a beta robot the newest of both', () => {
    const releases = [
      { version: '1.1.0', channel: 'stable' as const },
      { version: '1.3.0-beta.1', channel: 'beta' as const },
      { version: '1.2.0', channel: 'stable' as const },
    ];
    expect(latestRelease(releases, 'stable')?.version).toBe('1.2.0');
    expect(latestRelease(releases, 'beta')?.version).toBe('1.3.0-beta.1');
    expect(latestRelease([], 'stable')).toBeUndefined();
    expect(isUpdateAvailable('1.1.0', '1.2.0')).toBe(true);
    expect(isUpdateAvailable('1.2.0', '1.2.0')).toBe(false);
    expect(isUpdateAvailable('1.3.0', '1.2.0')).toBe(false);
    expect(isUpdateAvailable('1.2.0', undefined)).toBe(false);
    // A robot reporting something that is no version at all is told to update.
    expect(isUpdateAvailable('dev-build', '1.2.0')).toBe(true);
  });
});

describe('the release decider', () => {
  const publish = (
    overrides: Partial<Extract<ReleaseCommand, { type: 'PublishRelease' }>['data']> = {},
  ): ReleaseCommand => ({
    type: 'PublishRelease',
    data: {
      version: '1.2.0',
      channel: 'stable',
      changelog: '- Faster entries',
      minMt5Build: 4000,
      fileName: 'PlanzeaRobot.ex5',
      sizeBytes: 1024,
      sha256: 'ab'.repeat(32),
      publishedBy: 'admin-1',
      now: NOW,
      ...overrides,
    },
  });
  const given = (...events: ReleaseEvent[]) => {
    const state = foldEvents(releaseDecider, events);
    return (command: ReleaseCommand) => () => decideRelease(command, state);
  };
  const published = decideRelease(publish(), releaseDecider.initialState);

  it('publishes a version once', () => {
    expect(published).toEqual([
      { type: 'ReleasePublished', data: expect.objectContaining({ version: '1.2.0', publishedAt: NOW }) },
    ]);
    expect(given(...published)(publish())).toThrow(RELEASE_MESSAGES.exists('1.2.0'));
  });

  it('refuses a bad version, a long changelog and an impossible build', () => {
    expect(given()(publish({ version: '1.2' }))).toThrow(RELEASE_MESSAGES.invalidVersion);
    expect(given()(publish({ changelog: 'x'.repeat(20_001) }))).toThrow(RELEASE_MESSAGES.changelogTooLong);
    expect(given()(publish({ minMt5Build: 0 }))).toThrow(RELEASE_MESSAGES.invalidBuild);
  });

  it('withdraws once, and counts no download after', () => {
    const withdraw: ReleaseCommand = {
      type: 'WithdrawRelease',
      data: { reason: 'Crash on start', withdrawnBy: 'admin-1', now: NOW },
    };
    const download: ReleaseCommand = {
      type: 'RecordReleaseDownload',
      data: { userId: 'u1', licenceId: 'l1', now: NOW },
    };
    expect(given(...published)(download)()).toEqual([
      {
        type: 'ReleaseDownloaded',
        data: { version: '1.2.0', userId: 'u1', licenceId: 'l1', downloadedAt: NOW },
      },
    ]);
    const withdrawn = given(...published)(withdraw)();
    expect(withdrawn[0]).toMatchObject({
      type: 'ReleaseWithdrawn',
      data: { version: '1.2.0', reason: 'Crash on start' },
    });
    expect(given(...published, ...withdrawn)(withdraw)).toThrow(RELEASE_MESSAGES.withdrawn);
    expect(given(...published, ...withdrawn)(download)).toThrow(RELEASE_MESSAGES.withdrawn);
    expect(given()(withdraw)).toThrow(RELEASE_MESSAGES.notFound);
  });
});
