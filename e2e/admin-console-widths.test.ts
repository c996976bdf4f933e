// Every admin console section in real Chromium at 1280, 1440, 1920 and 375 px over a busy shop (more than
// 50 users, orders, licences, ledger lines, tickets and discount codes, made through the shop's own API):
// the page never scrolls sideways, every visible row's actions lie inside the viewport and a row menu opens
// inside it, no two controls overlap, and each section is kept as a full-page screenshot at 1440 and 375 px
// in e2e/artifacts.
import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, chromiumSkipReason as skipReason } from './support/browser.js';
import { arrangeConsoleScene } from './support/console-scene.js';
import { type LayoutReport, layoutReport } from './support/layout-report.js';
import { type RunningShop, startShop } from './support/shop.js';
import { adminEnvironment, testAdmin } from './support/two-factor.js';

const ADMIN = testAdmin('widths@example.com', 'W1dths!Admin');
const SCENE = { traders: 55, paid: 52, discounts: 52, admin: ADMIN };
const ARTIFACTS = new URL('./artifacts/admin-console/', import.meta.url);
const WIDTHS = [1280, 1440, 1920, 375] as const;
const SCREENSHOT_WIDTHS: readonly number[] = [1440, 375];
/** Each section and whether its first screen is a list that must show a full page of rows. */
const SECTIONS = [
  ['overview', false],
  ['users', true],
  ['licenses', true],
  ['discounts', true],
  ['payments', true],
  ['finance', true],
  ['monitoring', true],
  // No release in this scene: the section's header, its empty table and the robot-versions panel.
  ['releases', false],
  ['tickets', true],
  ['audit', true],
  ['plans', false],
] as const;

let shop: RunningShop;
let browser: Browser;
let token: string;

beforeAll(async () => {
  if (skipReason) return;
  shop = await startShop(adminEnvironment(ADMIN));
  token = (await arrangeConsoleScene(shop, SCENE)).adminToken;
  browser = await launchChromium();
  await mkdir(ARTIFACTS, { recursive: true });
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

async function consoleAt(width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL: shop.url, viewport: { width, height: 900 } });
  // Signed in as the web app keeps it, so each width starts on its sections straight away.
  await context.addInitScript(`localStorage.setItem('token', ${JSON.stringify(token)})`);
  return context.newPage();
}

/** Waits for the section's content: no loading line left, and for a list, its first page of rows (10 at least: EA Monitoring pages by 10). */
async function waitForSection(page: Page, id: string, isList: boolean) {
  await page.goto(`/admin/${id}`);
  const panel = page.getByRole('tabpanel');
  await panel.waitFor();
  await expect.poll(() => panel.getByText(/^Loading/).count()).toBe(0);
  if (isList) await expect.poll(() => longestTable(page)).toBeGreaterThanOrEqual(10);
}

/** The most rows any table of the section shows (Finance has its totals and problems above the ledger). */
async function longestTable(page: Page): Promise<number> {
  const tables = page.getByRole('tabpanel').locator('table');
  let longest = 0;
  for (let index = 0; index < (await tables.count()); index += 1) {
    longest = Math.max(longest, await tables.nth(index).locator('tbody tr').count());
  }
  return longest;
}

/** Opens the section's first row menu, if it has one: the menu must lie wholly inside the viewport. */
async function rowMenuProblems(page: Page): Promise<string[]> {
  const more = page.getByRole('tabpanel').getByRole('button', { name: /^More actions/ });
  if ((await more.count()) === 0) return [];
  await more.first().click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  const box = (await menu.boundingBox())!;
  const viewport = page.viewportSize()!;
  await page.keyboard.press('Escape');
  const inside =
    box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height;
  return inside ? [] : [`the row menu opens outside the viewport at ${JSON.stringify(box)}`];
}

function describeProblems(report: LayoutReport): string[] {
  return [
    ...(report.sideways > 0 ? [`the page scrolls ${report.sideways} px sideways`] : []),
    ...report.actionsOutside.map((action) => `row action outside the viewport: ${action}`),
    ...report.overlaps.map(([a, b]) => `controls overlap: ${a} / ${b}`),
  ];
}

describe.skipIf(skipReason !== undefined)(skipReason ?? 'the admin console over a busy shop', () => {
  for (const width of WIDTHS) {
    it(`at ${width} px every section fits: no sideways scroll, row actions in view, no overlapping controls`, async () => {
      const page = await consoleAt(width);
      const problems: string[] = [];
      for (const [id, isList] of SECTIONS) {
        try {
          await waitForSection(page, id, isList);
        } catch (error) {
          problems.push(`${id}: never showed its content (${(error as Error).message.split('\n')[0]})`);
        }
        problems.push(...describeProblems(await layoutReport(page)).map((problem) => `${id}: ${problem}`));
        if (SCREENSHOT_WIDTHS.includes(width)) {
          const path = new URL(`${id}-${width}.png`, ARTIFACTS).pathname;
          await page.screenshot({ path, fullPage: true, animations: 'disabled' });
        }
        // After the screenshot, which then shows no menu button focused.
        problems.push(...(await rowMenuProblems(page)).map((problem) => `${id}: ${problem}`));
      }
      await page.context().close();
      expect(problems).toEqual([]);
    }, 180_000);
  }
});
