// Debian's Chromium driven by playwright-core, the way the browser tests need it here.
import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** CI installs Chromium (.ci/run), so there a missing one fails; elsewhere the test says why it did not run. */
export const chromiumSkipReason: string | undefined =
  existsSync(CHROMIUM) || process.env.CI
    ? undefined
    : `Chromium not found at ${CHROMIUM} (apt-get install -y chromium)`;

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    // No sandbox as root; no background traffic, which this machine's closed network refuses.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
