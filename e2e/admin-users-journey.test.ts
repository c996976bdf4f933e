// The admin manages a new user from the Users tab (makes them admin, takes it back, exports the list as
// CSV) and opens a licence's audit trail from the Licenses tab: real Chromium against `npm start`.
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchChromium, chromiumSkipReason as skipReason } from './support/browser.js';
import { callApi, signIn, signInByApi, signUpVerified } from './support/journey.js';
import { type RunningShop, startShop } from './support/shop.js';
import { adminEnvironment, testAdmin } from './support/two-factor.js';

const ADMIN = testAdmin('registrar@example.com', 'R3gistrar!Chief');
const MEMBER = { username: 'rolemember', email: 'role.member@example.com', password: 'Tr4ding!Robot' };
const ACCOUNT_NUMBER = 7654321;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

let shop: RunningShop;
let browser: Browser;

async function signedIn(identifier: string, password: string, totpSecret?: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: shop.url, acceptDownloads: true })).newPage();
  await signIn(page, identifier, password, totpSecret);
  return page;
}

beforeAll(async () => {
  if (skipReason) return;
  shop = await startShop(adminEnvironment(ADMIN));
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

it.skipIf(skipReason !== undefined)(
  skipReason ?? 'the admin makes a user admin and back, exports the users, and opens a licence history',
  async () => {
    // Arrange through the API: a verified user holding a licence the admin issued.
    await signUpVerified(shop, MEMBER);
    const member = await callApi(shop, '/api/users/login', {
      email: MEMBER.email,
      password: MEMBER.password,
    });
    const admin = await signInByApi(shop, ADMIN);
    const issued = await callApi(
      shop,
      '/api/licenses',
      { userId: member.user._id, accountNumber: ACCOUNT_NUMBER },
      admin.token,
    );
    expect(issued).toMatchObject({ success: true, license: { accountNumber: ACCOUNT_NUMBER } });

    // The admin console opens on its Overview; the Users section is one click away.
    const page = await signedIn(ADMIN.email, ADMIN.password, ADMIN.totpSecret);
    await page.getByRole('tab', { name: 'Users' }).click();
    const confirmations: string[] = [];
    page.on('dialog', (dialog) => {
      confirmations.push(dialog.message());
      void dialog.accept();
    });
    const users = page.getByRole('tabpanel', { name: 'Users' });
    const row = users.getByRole('row').filter({ hasText: MEMBER.email });
    await expect.poll(() => row.count()).toBe(1);
    await expect.poll(() => row.getByText('Admin', { exact: true }).count()).toBe(0);

    // Make Admin, confirmed: 'User updated', the badge in the dialog and in the list.
    await row.getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: 'User Details' });
    await details.getByRole('button', { name: 'Make Admin' }).click();
    await expect.poll(() => details.getByText('User updated').count()).toBe(1);
    expect(confirmations).toEqual([`Are you sure you want to make ${MEMBER.username} an admin?`]);
    await expect.poll(() => details.getByText('Admin', { exact: true }).count()).toBe(1);
    await expect.poll(() => row.getByText('Admin', { exact: true }).count()).toBe(1);
    await expect.poll(() => row.getByRole('cell', { name: 'admin, user', exact: true }).count()).toBe(1);

    // Remove Admin, confirmed: back to the user role alone.
    await details.getByRole('button', { name: 'Remove Admin' }).click();
    await expect.poll(() => details.getByRole('button', { name: 'Make Admin' }).count()).toBe(1);
    expect(confirmations.at(-1)).toBe(
      `Are you sure you want to remove admin rights from ${MEMBER.username}?`,
    );
    await expect.poll(() => details.getByText('User updated').count()).toBe(1);
    await details.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => row.getByText('Admin', { exact: true }).count()).toBe(0);
    await expect.poll(() => row.getByRole('cell', { name: 'user', exact: true }).count()).toBe(1);

    // Export CSV: a dated file with the header and the user's row.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    // The server names the file with its UTC date.
    const date = new Date().toISOString().slice(0, 10);
    expect(download.suggestedFilename()).toBe(`users-${date}.csv`);
    const lines = (await readFile((await download.path())!, 'utf8')).split('\r\n');
    expect(lines[0]).toBe('Username,Email,Roles,Created,Last Login');
    // username, email, roles, created (ISO), last login (ISO: the member signed in through the API).
    const memberCells = lines.find((line) => line.startsWith(`${MEMBER.username},`))?.split(',');
    expect(memberCells?.slice(0, 3)).toEqual([MEMBER.username, MEMBER.email, 'user']);
    expect(memberCells?.slice(3)).toEqual([expect.stringMatching(ISO_TIME), expect.stringMatching(ISO_TIME)]);
    // A cell holding a semicolon is quoted, so semicolon locales cannot split it.
    expect(
      lines.some((line) => line.startsWith(`${admin.user.username},${ADMIN.email},"admin; user",`)),
    ).toBe(true);

    // The licence's audit trail, one click from its row: issued by the admin.
    await page.getByRole('tab', { name: 'Licenses' }).click();
    const licenceRow = page.getByRole('row').filter({ hasText: issued.license.licenseKey });
    await expect.poll(() => licenceRow.count()).toBe(1);
    await licenceRow.getByRole('button', { name: /^More actions/ }).click();
    await page.getByRole('menuitem', { name: 'Audit trail' }).click();
    await page.waitForURL(`**/admin/audit?category=licence&entityId=${issued.license._id}`);
    const trail = page.getByRole('tabpanel', { name: 'Audit Trail' });
    const issuedEvent = trail
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Licence issued' }) });
    await expect.poll(() => issuedEvent.count()).toBe(1);
    await expect
      .poll(() => issuedEvent.getByRole('cell', { name: `${admin.user.username} (admin)` }).count())
      .toBe(1);
    await expect
      .poll(() => issuedEvent.getByText(new RegExp(`accountNumber: ${ACCOUNT_NUMBER}`)).count())
      .toBe(1);
    await expect.poll(() => trail.getByLabel('Entity ID').inputValue()).toBe(issued.license._id);

    // The view survives a reload.
    await page.reload();
    await expect
      .poll(() => page.getByRole('tabpanel', { name: 'Audit Trail' }).getByText('Licence issued').count(), {
        timeout: 15_000,
      })
      .toBe(1);
  },
  150_000,
);
