// The admin console's frame in real Chromium against the stack started as `npm start`: at 1440 px every
// section opens from the sidebar at its own address, Back returns to the previous one, a reload keeps it and
// an older ?tab= link lands on it; at 375 px every section opens from the Menu, the top bar names it, and
// no page scrolls sideways at either width; an open section shows what another admin changed, unreloaded.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchChromium, chromiumSkipReason as skipReason } from './support/browser.js';
import { callApi, signIn } from './support/journey.js';
import { type RunningShop, startShop } from './support/shop.js';
import { adminEnvironment, testAdmin } from './support/two-factor.js';

const ADMIN = testAdmin('console@example.com', 'C0nsole!Admin');
const SECTIONS = [
  ['overview', 'Overview'],
  ['users', 'Users'],
  ['licenses', 'Licenses'],
  ['discounts', 'Discounts'],
  ['payments', 'Payments'],
  ['finance', 'Finance'],
  ['monitoring', 'EA Monitoring'],
  ['releases', 'Releases'],
  ['tickets', 'Support Tickets'],
  ['audit', 'Audit Trail'],
  ['plans', 'Plans'],
] as const;

let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  if (skipReason) return;
  shop = await startShop(adminEnvironment(ADMIN));
  browser = await launchChromium();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

async function adminAt(width: number, height: number): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: shop.url, viewport: { width, height } })).newPage();
  await signIn(page, ADMIN.email, ADMIN.password, ADMIN.totpSecret);
  await page.waitForURL('**/admin/overview');
  return page;
}

// A string, run in the page: the e2e project's TypeScript has no DOM library.
const sidewaysOverflow = (page: Page) =>
  page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');

it.skipIf(skipReason !== undefined)(
  skipReason ??
    'at 1440 px the sidebar opens every section at its own address; Back, reload and old links work',
  async () => {
    const page = await adminAt(1440, 900);

    for (const [id, label] of SECTIONS) {
      await page.getByRole('tab', { name: label }).click();
      await page.waitForURL(`**/admin/${id}`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(label);
      expect(await page.getByRole('tabpanel', { name: label }).count()).toBe(1);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    }

    await page.goBack();
    await page.waitForURL('**/admin/audit');
    await expect
      .poll(() => page.getByRole('tab', { name: 'Audit Trail' }).getAttribute('aria-selected'))
      .toBe('true');

    await page.goto('/admin/finance');
    await page.reload();
    await expect.poll(() => page.getByRole('tabpanel', { name: 'Finance' }).count()).toBe(1);

    await page.goto('/dashboard?tab=audit&category=licence');
    await page.waitForURL('**/admin/audit?category=licence');
    await expect.poll(() => page.getByRole('tabpanel', { name: 'Audit Trail' }).count()).toBe(1);
  },
);

it.skipIf(skipReason !== undefined)(
  skipReason ??
    'at 375 px every section opens from the Menu, named in the top bar, without sideways scrolling',
  async () => {
    const page = await adminAt(375, 812);
    const menu = page.getByRole('button', { name: 'Menu' });
    const topBarName = page.locator('.console-topbar__section');

    // The sidebar is tucked away until the Menu opens it; Escape puts it away again.
    expect(await page.getByRole('tab', { name: 'Users' }).isVisible()).toBe(false);
    await menu.click();
    await expect.poll(() => page.getByRole('tab', { name: 'Users' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('tab', { name: 'Users' }).isVisible()).toBe(false);

    for (const [id, label] of SECTIONS) {
      await menu.click();
      await page.getByRole('tab', { name: label }).click();
      await page.waitForURL(`**/admin/${id}`);
      await expect.poll(() => topBarName.textContent()).toBe(label);
      await expect.poll(() => page.getByRole('tab', { name: label }).isVisible()).toBe(false);
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      await expect.poll(() => page.getByRole('tabpanel', { name: label }).count()).toBe(1);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    }
  },
);

it.skipIf(skipReason !== undefined)(
  skipReason ?? 'the open Overview and Licenses list show a licence issued elsewhere without a reload',
  async () => {
    const page = await adminAt(1440, 900);
    // The page's own session, as another tab of the same admin would use it.
    const token = await page.evaluate<string>('localStorage.getItem("token")');
    const admin = { token, user: (await callApi(shop, '/api/users/me', undefined, token)).user };
    const issueElsewhere = async (accountNumber: number) => {
      const issued = await callApi(
        shop,
        '/api/licenses',
        { userId: admin.user._id, accountNumber, durationDays: 30 },
        admin.token,
      );
      expect(issued).toMatchObject({ success: true });
      return issued.license.licenseKey as string;
    };
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => navigations.push(frame.url()));

    // The Overview, open: its count of active licences goes up as another admin issues one through the API.
    const activeCard = page.getByRole('link', { name: /^Active licences/ });
    const activeCount = async () => Number((await activeCard.textContent())?.replace(/\D/g, ''));
    await expect.poll(() => activeCard.count()).toBe(1);
    const before = await activeCount();
    await issueElsewhere(7_654_321);
    await expect.poll(activeCount).toBe(before + 1);

    // The Licenses list, open: the next licence appears in it.
    await page.getByRole('tab', { name: 'Licenses' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Licenses' });
    await expect.poll(() => panel.getByText(/^Loading/).count()).toBe(0);
    const key = await issueElsewhere(7_654_322);
    await expect.poll(() => panel.getByRole('rowheader', { name: key }).count()).toBe(1);

    // Told by the API's change stream: the page was never reloaded, only moved to the Licenses section.
    expect(navigations.filter((url) => !url.endsWith('/admin/licenses'))).toEqual([]);
  },
);
