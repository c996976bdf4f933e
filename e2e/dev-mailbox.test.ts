// The dev mailbox of `npm start` in real Chromium: the list opens a mail; its HTML shows in a frame
// that runs none of the mail's scripts, and a link in it opens in a new tab; a text-only mail's
// address is a link too. Screenshots in e2e/artifacts/dev-mailbox.
import { mkdir } from 'node:fs/promises';
import { createTransport } from 'nodemailer';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevMailbox, startDevMailbox } from '../scripts/dev-mailbox.js';
import { launchChromium, chromiumSkipReason as skipReason } from './support/browser.js';

const ARTIFACTS = new URL('./artifacts/dev-mailbox/', import.meta.url);

let mailbox: DevMailbox;
let browser: Browser;

beforeAll(async () => {
  if (skipReason) return;
  mailbox = await startDevMailbox();
  browser = await launchChromium();
  await mkdir(ARTIFACTS, { recursive: true });
  const transport = createTransport(mailbox.smtpUrl);
  try {
    await transport.sendMail({
      from: 'Shop <shop@example.com>',
      to: 'trader@example.com',
      subject: 'Confirm your email',
      text: `Confirm at ${mailbox.webUrl}/?confirm=1`,
    });
    await transport.sendMail({
      from: 'Shop <shop@example.com>',
      to: 'trader@example.com',
      subject: 'Reset your password',
      text: 'Reset your password: see the HTML part',
      html: `<p id="body">Reset it <a id="reset" href="${mailbox.webUrl}/?reset=1">here</a>.</p><script>parent.document.title = 'taken over'; document.getElementById('body').textContent = 'script ran';</script>`,
    });
  } finally {
    transport.close();
  }
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await mailbox?.close();
});

describe.skipIf(skipReason)('dev mailbox in a browser', () => {
  it('opens a mail from the list; its HTML runs no script and its link opens in a new tab', async () => {
    const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
    const page = await context.newPage();
    await page.goto(mailbox.webUrl);
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    await expect.poll(() => rows.first().innerText()).toContain('Reset your password');
    await page.screenshot({ path: new URL('list.png', ARTIFACTS).pathname });

    await page.getByRole('link', { name: 'Reset your password' }).click();
    await page.waitForURL(/\/mail\/\d+$/);
    const frame = page.frameLocator('iframe[title="Mail body"]');
    await expect.poll(() => frame.locator('#body').innerText()).toBe('Reset it here.');
    expect(await page.title()).toBe('Reset your password');
    await page.screenshot({ path: new URL('mail.png', ARTIFACTS).pathname });

    const [tab] = await Promise.all([context.waitForEvent('page'), frame.locator('#reset').click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(`${mailbox.webUrl}/?reset=1`);
    await context.close();
  });

  it("shows a text-only mail's web address as a link", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(mailbox.webUrl);
    await page.getByRole('link', { name: 'Confirm your email' }).click();
    const link = page.getByRole('link', { name: `${mailbox.webUrl}/?confirm=1` });
    expect(await link.getAttribute('target')).toBe('_blank');
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(`${mailbox.webUrl}/?confirm=1`);
    await context.close();
  });
});
