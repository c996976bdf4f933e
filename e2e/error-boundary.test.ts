// A deploy that removed a page's code: the support page's chunk fails to download, the app reloads once (at
// the page the visitor was on), and the next failure shows the error screen instead of looping. Real
// Chromium against the stack started as `npm start`.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, chromiumSkipReason as skipReason } from './support/browser.js';
import { type RunningShop, startShop } from './support/shop.js';

/** The support page's own chunk (Vite names it after routes/support.tsx), not the entry or a shared one. */
const SUPPORT_CHUNK = /\/assets\/support-[\w-]{8}\.js$/;

let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  if (skipReason) return;
  shop = await startShop();
  browser = await launchChromium();
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

async function expectErrorScreen(page: Page) {
  await page.getByRole('heading', { level: 1, name: 'Something went wrong' }).waitFor({ timeout: 15_000 });
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
