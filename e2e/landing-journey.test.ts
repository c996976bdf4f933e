// A visitor on the public pages: the FAQ keeps one answer open, View Plans lands the plans 80 px below the
// top, the mobile menu closes every way it should and locks the page behind it, the 404 page offers its six
// ways on, the legal pages open at their headings, and the landing page is kept as screenshots at phone and
// desktop width (e2e/artifacts/): real Chromium against the stack started as `npm start`.
import { mkdir, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, chromiumSkipReason as skipReason } from './support/browser.js';
import { type RunningShop, startShop } from './support/shop.js';

const ARTIFACTS = fileURLToPath(new URL('./artifacts/', import.meta.url));
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 740 };
/** Spec §2: View Plans stops with the plans this far below the top of the window. */
const PLANS_OFFSET = 80;

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

async function openPage(path: string, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ baseURL: shop.url, viewport, reducedMotion: 'no-preference' });
  const page = await context.newPage();
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

/** The performance figures have arrived (their height is final), so nothing below moves any more. */
async function waitForPerformance(page: Page): Promise<void> {
  await page.getByText('Total Banked Growth').waitFor({ timeout: 30_000 });
}

// Values read in the page are written as expressions: the e2e sources compile without the DOM library.
const scrollY = (page: Page) => page.evaluate<number>('window.scrollY');
const bodyOverflow = (page: Page) => page.evaluate<string>('getComputedStyle(document.body).overflow');
const topOf = (page: Page, selector: string) =>
  page.evaluate<number>(`document.querySelector(${JSON.stringify(selector)}).getBoundingClientRect().top`);
const bottomOf = (page: Page, selector: string) =>
  page.evaluate<number>(`document.querySelector(${JSON.stringify(selector)}).getBoundingClientRect().bottom`);

/**
 * From now on, the page keeps the window's position at each scroll event and counts the scrolls that
 * ended (scrollend, fired once a smooth or instant scroll is done): positions and rest as the browser
 * saw them, however late a busy machine lets the test look.
 */
const watchScrolls = (page: Page) =>
  page.evaluate(`
    window.scrollsSeen = [];
    window.scrollsEnded = 0;
    addEventListener('scroll', () => window.scrollsSeen.push(window.scrollY));
    addEventListener('scrollend', () => { window.scrollsEnded += 1; });
  `);

/** The window's scroll position once the scroll begun since watchScrolls has come to rest. */
async function settledScrollY(page: Page): Promise<number> {
  await expect.poll(() => page.evaluate<number>('window.scrollsEnded')).toBeGreaterThan(0);
  return scrollY(page);
}

/** Where the window was at the first scroll event since watchScrolls. */
const firstScrollY = (page: Page) => page.evaluate<number>('window.scrollsSeen[0]');

const expandedQuestions = (page: Page) =>
  page
    .getByRole('region', { name: 'Frequently Asked Questions' })
    .locator('button[aria-expanded="true"]')
    .allTextContents();

describe.skipIf(skipReason !== undefined)(skipReason ?? 'landing page', () => {
  it('FAQ: opening a question closes the open one, and clicking it again closes it', async () => {
    const page = await openPage('/');
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    const refund = faq.getByRole('button', { name: 'Can I get a refund?' });
    const payment = faq.getByRole('button', { name: 'How do I pay?' });
    await expect.poll(() => expandedQuestions(page)).toEqual([]);

    await refund.click();
    await expect.poll(() => expandedQuestions(page)).toEqual(['Can I get a refund?']);
    await expect.poll(() => faq.getByRole('region', { name: 'Can I get a refund?' }).isVisible()).toBe(true);

    await payment.click();
    await expect.poll(() => expandedQuestions(page)).toEqual(['How do I pay?']);
    await expect.poll(() => faq.getByText(/7-day money-back guarantee/).isVisible()).toBe(false);
    await expect.poll(() => faq.getByRole('region', { name: 'How do I pay?' }).isVisible()).toBe(true);

    await payment.click();
    await expect.poll(() => expandedQuestions(page)).toEqual([]);
    await expect.poll(() => faq.getByRole('region').count()).toBe(0);
  }, 60_000);

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])(
    'View Plans scrolls smoothly until the plans sit 80 px below the top (%s)',
    async (_name, viewport) => {
      const page = await openPage('/', viewport);
      await waitForPerformance(page);
      await expect.poll(() => scrollY(page)).toBe(0);

      await watchScrolls(page);
      await page.getByRole('button', { name: 'View Plans' }).click();
      // Smooth, not a jump: at the first scroll event after the click the window is on its way, not there yet.
      const finalY = await settledScrollY(page);
      const underway = await firstScrollY(page);

      expect(underway).toBeLessThan(finalY);
      const plansTop = await topOf(page, '#plans');
      expect(Math.abs(plansTop - PLANS_OFFSET)).toBeLessThanOrEqual(2);
    },
    60_000,
  );

  it('mobile menu at 375 px: opens, locks the page, and closes on Escape, outside click or a choice', async () => {
    const page = await openPage('/', PHONE);
    await waitForPerformance(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect
      .poll(() =>
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }).isVisible(),
      )
      .toBe(false);

    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => menu.isVisible()).toBe(true);
    await expect
      .poll(() => menu.getByRole('link').allTextContents())
      .toEqual(['Sign In', 'Sign Up', 'Live Performance', 'Telegram']);
    // Locked: the body hides its overflow, and the wheel over the page behind the menu moves nothing.
    await expect.poll(() => bodyOverflow(page)).toBe('hidden');
    await page.mouse.move(8, 700);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(300);
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.keyboard.press('Escape');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => menu.isVisible()).toBe(false);
    await expect
      .poll(() => page.evaluate<string>("document.activeElement.getAttribute('aria-label')"))
      .toBe('Menu');
    await expect.poll(() => bodyOverflow(page)).toBe('visible');

    await toggle.click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    // Below the menu panel and in the page's side margin: plain page, nothing clickable.
    await page.mouse.click(8, 700);
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => menu.isVisible()).toBe(false);
    await expect.poll(() => bodyOverflow(page)).toBe('visible');

    await toggle.click();
    await menu.getByRole('link', { name: 'Sign Up' }).click();
    await page.waitForURL('**/signup');
    await page.getByRole('heading', { level: 1, name: 'Sign Up' }).waitFor();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => menu.isVisible()).toBe(false);
    await expect.poll(() => bodyOverflow(page)).toBe('visible');
    await page.mouse.wheel(0, 400);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
  }, 60_000);

  it('keeps screenshots of the whole landing page at 375 px and 1440 px', async () => {
    await mkdir(ARTIFACTS, { recursive: true });
    for (const [name, viewport] of [
      ['375', PHONE],
      ['1440', DESKTOP],
    ] as const) {
      const page = await openPage('/', viewport);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await waitForPerformance(page);
      if (viewport.width >= 1155) {
        // The chart is drawn once (no animation); wait for its canvas before the picture.
        const chart = page.getByRole('figure', { name: 'Account Balance & Equity Over Time' });
        await expect.poll(() => chart.locator('canvas').count(), { timeout: 30_000 }).toBeGreaterThan(0);
      }
      const path = `${ARTIFACTS}landing-${name}.png`;
      await page.screenshot({ path, fullPage: true, animations: 'disabled' });
      const picture = await stat(path);
      expect(picture.size).toBeGreaterThan(20_000);
      await expect
        .poll(() => page.evaluate<number>('document.documentElement.scrollWidth'))
        .toBe(viewport.width);
    }
  }, 90_000);
});

describe.skipIf(skipReason !== undefined)(skipReason ?? 'other public pages', () => {
  it('404: an unknown address offers home, back, sign in, sign up, dashboard and support', async () => {
    const page = await openPage('/');
    await page.goto('/no/such/page');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();

    const links = main.getByRole('link');
    const names = await links.allTextContents();
    const hrefs = await Promise.all((await links.all()).map((link) => link.getAttribute('href')));
    expect(names.map((name, index) => [name, hrefs[index]])).toEqual([
      ['Go Home', '/'],
      ['Sign In', '/login'],
      ['Sign Up', '/signup'],
      ['Dashboard', '/dashboard'],
      ['Support', '/support'],
    ]);
    await main.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL(`${shop.url}/`);
    await page.getByRole('heading', { level: 1, name: 'MT5 Robot' }).waitFor();

    await page.goto('/another/missing/page');
    await main.getByRole('link', { name: 'Sign Up' }).click();
    await page.waitForURL('**/signup');
  }, 60_000);

  it.each([
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-of-service', 'Terms of Service'],
    ['/risk-disclosure', 'Risk Disclosure'],
  ])(
    '%s opens at its heading, and its contents lead to sections clear of the navigation bar',
    async (path, title) => {
      const page = await openPage(path);

      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
      await expect.poll(() => page.title()).toBe(`${title} | MT5 Robot`);
      const contents = page.getByRole('navigation', { name: 'Contents' });
      // A section from the middle, with enough text after it for the window to bring it to the top.
      const link = contents.getByRole('link').nth(2);
      const target = (await link.getAttribute('href'))!;
      await watchScrolls(page);
      await link.click();
      await page.waitForURL(`**${path}${target}`);
      await settledScrollY(page);
      const headingTop = await topOf(page, target);
      const navbarBottom = await bottomOf(page, 'header');
      // Just below the sticky navigation bar (its scroll margin), never hidden under it.
      expect(headingTop).toBeGreaterThanOrEqual(navbarBottom);
      expect(headingTop).toBeLessThanOrEqual(navbarBottom + 24);
    },
    60_000,
  );
});
