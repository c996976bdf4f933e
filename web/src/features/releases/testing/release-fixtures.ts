// Releases as the API sends them, for the release screens' tests.
import type { ReleaseView } from '../api/release-types';

export const SHA = 'ab'.repeat(32);

export function aRelease(overrides: Partial<ReleaseView> = {}): ReleaseView {
  return {
    version: '1.2.0',
    channel: 'stable',
    changelog: '## Fixes\n- Faster **licence check**\n- New `TakeProfit` input',
    minMt5Build: 4000,
    fileName: 'MT5Robot-1.2.0.ex5',
    sizeBytes: 1_258_291, // 1.2 MB
    sha256: SHA,
    publishedAt: '2026-11-20T12:00:00.000Z',
    withdrawnAt: null,
    withdrawnReason: null,
    downloads: 0,
    ...overrides,
  };
}

export const OLDER = aRelease({
  version: '1.1.0',
  fileName: 'MT5Robot-1.1.0.ex5',
  changelog: 'First public version.',
  publishedAt: '2026-10-01T12:00:00.000Z',
});
export const BETA = aRelease({
  version: '1.3.0-beta.1',
  channel: 'beta',
  fileName: 'MT5Robot-1.3.0-beta.1.ex5',
});
