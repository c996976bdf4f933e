// The web details a visitor meets when something is missing. A deploy that removed a page's code: the
// support page's chunk fails to download, the app reloads once (at the page the visitor was on), and
// the next failure shows the error screen instead of looping. "Continue with Google" on a shop without
// Google sign-in lands on the login page saying so; the mobile menu dims the page behind it; the
// footer's email stays whole at 375 px. Real Chromium against the stack started as `npm start`;
// screenshots in e2e/artifacts/web-details.
import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, chromiumSkipReason as skipReason } from './support/browser.js';
import { layoutReport } from './support/layout-report.js';
import { type RunningShop, startShop } from './support/shop.js';

/** The support page's own chunk (Vite names it after routes/support.tsx), not the entry or a shared one. */
const SUPPORT_CHUNK = /\/assets\/support-[\w-]{8}\.js$/;
const ARTIFACTS = new URL('./artifacts/web-details/', import.meta.url);

let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  if (skipReason) return;
  shop = await startShop();
  browser = await launchChromium();
  await mkdir(ARTIFACTS, { recursive: true });
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

/** A fresh tab in which the support page's chunk never arrives, counting the documents it loads. */
async function tabWithoutSupportCode() {
  const context = await browser.newContext({ baseURL: shop.url, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const pageLoads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      pageLoads.push(new URL(request.url()).pathname);
    }
  });
  await page.route(SUPPORT_CHUNK, (route) => route.abort());
  return { context, page, pageLoads };
}

const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: new URL(`${name}.png`, ARTIFACTS).pathname, fullPage: false });

async function expectErrorScreen(page: Page) {
  await page.getByRole('heading', { level: 1, name: 'Something went wrong' }).waitFor({ timeout: 15_000 });
  await screenshot(page, 'error-screen');
  expect(await page.getByRole('button', { name: 'Reload' }).isVisible()).toBe(true);
  expect(await page.getByRole('link', { name: 'Support' }).getAttribute('href')).toBe('/support');
  expect(await page.getByText('dynamically imported module').count()).toBe(0);
}

describe.skipIf(skipReason)('a page whose code fails to download', () => {
  it('reloads the page the visitor is on once, then shows "Something went wrong" with Reload and support', async () => {
    const { context, page, pageLoads } = await tabWithoutSupportCode();
    const openSupport = () => page.locator('a[href="/support"]:visible').first().click();
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();

    await openSupport();
    await expect.poll(() => pageLoads.length, { timeout: 15_000 }).toBe(2);
    await page.getByRole('heading', { level: 1, name: 'MT5 Robot' }).waitFor();
    await openSupport();

    await expectErrorScreen(page);
    expect(pageLoads).toEqual(['/', '/']);
    await context.close();
  });

  it('opened directly, reloads once and then shows the error screen rather than looping', async () => {
    const { context, page, pageLoads } = await tabWithoutSupportCode();

    await page.goto('/support');

    await expectErrorScreen(page);
    expect(pageLoads).toEqual(['/support', '/support']);
    await context.close();
  });
});

describe.skipIf(skipReason)('a shop without Google sign-in', () => {
  it('takes "Continue with Google" to the login page, which says the shop has no Google sign-in', async () => {
    const context = await browser.newContext({ baseURL: shop.url, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Continue with Google' }).click();

    await page
      .getByText('This shop does not offer Google sign-in. Please sign in with your email and password.')
      .waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.getByLabel(/email or username/i).isVisible()).toBe(true);
    await screenshot(page, 'google-not-configured-375');
    await context.close();
  });
});

describe.skipIf(skipReason)('the mobile menu at 375 px', () => {
  it('dims the page behind it, and a press on the dimmed page closes it', async () => {
    const context = await browser.newContext({ baseURL: shop.url, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Menu' }).click();

    const backdrop = page.locator('.mobile-menu__backdrop');
    await backdrop.waitFor({ state: 'visible' });
    // The layer covers the whole page below the header, and is what a press on the hero reaches.
    const box = (await backdrop.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(375);
    expect(box.y + box.height).toBeGreaterThanOrEqual(800);
    // A string, run in the page: the e2e project's TypeScript has no DOM library.
    const hit = await page.evaluate<string>(`document.elementFromPoint(187, 700)?.className ?? ''`);
    expect(hit).toContain('mobile-menu');
    await screenshot(page, 'mobile-menu-375');

    await page.mouse.click(187, 780);
    await backdrop.waitFor({ state: 'hidden' });
    expect(await page.getByRole('navigation', { name: 'Mobile' }).count()).toBe(0);
    await context.close();
  });

  it("keeps the footer's support email on one line", async () => {
    const context = await browser.newContext({ baseURL: shop.url, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto('/');
    const email = '.site-footer a[href^="mailto:"]';
    await page.locator(email).first().scrollIntoViewIfNeeded();
    // One box: the address is on one line, not broken as "support@example.co / m".
    expect(await page.evaluate<number>(`document.querySelector('${email}').getClientRects().length`)).toBe(1);
    expect((await layoutReport(page)).sideways).toBeLessThanOrEqual(0);
    await screenshot(page, 'footer-375');
    await context.close();
  });
});
