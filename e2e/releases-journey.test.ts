// A robot release from upload to robot: the admin publishes 1.2.0 with a changelog in Admin › Releases
// (the upload's progress shown); a trader with an active licence downloads it from Downloads and gets the
// very bytes uploaded; a robot still reporting 1.1.0 is told by the licence check that an update is
// available, and its owner's licence card says so. Real Chromium against `npm start`.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchChromium, chromiumSkipReason as skipReason } from './support/browser.js';
import { callApi, signIn, signInByApi, signUpVerified } from './support/journey.js';
import { type RunningShop, startShop } from './support/shop.js';
import { adminEnvironment, testAdmin } from './support/two-factor.js';

const ADMIN = testAdmin('releaser@example.com', 'R3leaser!Chief');
const TRADER = { username: 'robotowner', email: 'robot.owner@example.com', password: 'Tr4ding!Robot' };
const ACCOUNT_NUMBER = 51234567;
const ARTIFACTS = new URL('./artifacts/releases/', import.meta.url);
/** Stands in for a compiled robot: any bytes will do, they only have to come back unchanged. */
const ROBOT_FILE = randomBytes(256 * 1024);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  if (skipReason) return;
  shop = await startShop(adminEnvironment(ADMIN));
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({
    baseURL: shop.url,
    viewport: { width: 1440, height: 900 },
    acceptDownloads: true,
  });
  return context.newPage();
}

/** No sideways scroll at 1440 and 375 px; screenshots of both in e2e/artifacts/releases/. */
async function fitsBothWidths(page: Page, name: string): Promise<void> {
  await mkdir(ARTIFACTS, { recursive: true });
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expect
      .poll(() => page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth'))
      .toBeLessThanOrEqual(0);
    await page.screenshot({ path: new URL(`${name}-${width}.png`, ARTIFACTS).pathname, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

it.skipIf(skipReason !== undefined)(
  skipReason ??
    'the admin uploads 1.2.0, a licence holder downloads the same bytes, and a robot on 1.1.0 is told to update',
  async () => {
    // A trader with an active licence, and the robot on that licence reporting 1.1.0.
    await signUpVerified(shop, TRADER);
    const trader = await callApi(shop, '/api/users/login', {
      email: TRADER.email,
      password: TRADER.password,
    });
    const admin = await signInByApi(shop, ADMIN);
    const issued = await callApi(
      shop,
      '/api/licenses',
      { userId: trader.user._id, accountNumber: ACCOUNT_NUMBER, durationDays: 30 },
      admin.token,
    );
    expect(issued).toMatchObject({ success: true });
    const robot = { licenseKey: issued.license.licenseKey as string, accountNumber: ACCOUNT_NUMBER };
    // The robot may report once the licence reaches the read model the robot routes check.
    const heartbeat = { ...robot, eaVersion: '1.1.0', activePositions: 0, balance: 1000, equity: 1000 };
    await expect
      .poll(async () => (await callApi(shop, '/api/robot/heartbeat', heartbeat)).success)
      .toBe(true);

    // The admin publishes 1.2.0 with its changelog.
    const adminPage = await newPage();
    await signIn(adminPage, ADMIN.email, ADMIN.password, ADMIN.totpSecret);
    await adminPage.goto('/admin/releases');
    await adminPage.getByRole('button', { name: 'Publish release' }).click();
    const form = adminPage.getByRole('form', { name: 'Publish release' });
    await form.getByLabel('Version').fill('1.2.0');
    await form.getByLabel('Minimum MT5 build').fill('4000');
    await form
      .getByLabel('Changelog')
      .fill('## New\n- Trailing stop follows the spread\n- Faster entries on news');
    await form.getByLabel('Robot file (.ex5)').setInputFiles({
      name: 'PlanzeaRobot.ex5',
      mimeType: 'application/octet-stream',
      buffer: ROBOT_FILE,
    });
    await form.getByRole('button', { name: 'Publish' }).click();
    const row = adminPage.getByRole('row').filter({ hasText: '1.2.0' });
    await expect.poll(() => row.getByText('Published').count(), { timeout: 15_000 }).toBe(1);
    await fitsBothWidths(adminPage, 'admin-releases');

    // The trader downloads it from Downloads: the same bytes.
    const traderPage = await newPage();
    await signIn(traderPage, TRADER.email, TRADER.password);
    await traderPage.goto('/downloads');
    await expect
      .poll(() => traderPage.getByText('Trailing stop follows the spread').count())
      .toBeGreaterThan(0);
    await fitsBothWidths(traderPage, 'downloads');
    const saving = traderPage.waitForEvent('download');
    await traderPage.getByRole('button', { name: 'Download v1.2.0' }).first().click();
    const download = await saving;
    expect(download.suggestedFilename()).toBe('PlanzeaRobot.ex5');
    const saved = await readFile((await download.path())!);
    expect(sha256(saved)).toBe(sha256(ROBOT_FILE));
    expect(await traderPage.getByText(sha256(ROBOT_FILE)).count()).toBeGreaterThan(0);
    await traderPage.getByRole('link', { name: 'installation guide' }).click();
    await traderPage.waitForURL('**/guide/installation');
    await fitsBothWidths(traderPage, 'installation-guide');

    // The robot on 1.1.0 hears of the update from its licence check; the licence card says it too.
    await expect
      .poll(async () => {
        const check = await callApi(shop, '/api/robot/licence/check', { ...robot, eaVersion: '1.1.0' });
        return { latestVersion: check.latestVersion, updateAvailable: check.updateAvailable };
      })
      .toEqual({ latestVersion: '1.2.0', updateAvailable: true });
    await traderPage.goto('/dashboard');
    await expect.poll(() => traderPage.getByText(/Update available: v1\.2\.0/).count()).toBe(1);

    // The download is counted for the admin.
    await expect
      .poll(
        async () =>
          (await callApi(shop, '/api/admin/releases', undefined, admin.token)).releases?.[0]?.downloads,
      )
      .toBe(1);
  },
  180_000,
);
