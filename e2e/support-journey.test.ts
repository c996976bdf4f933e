// A user opens a support ticket from /support; an admin answers it from the Support Tickets tab and marks
// it resolved; the user reads the answer and rates the support: real Chromium against `npm start`.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchChromium, chromiumSkipReason as skipReason } from './support/browser.js';
import { signIn, signUpVerified } from './support/journey.js';
import { type RunningShop, startShop } from './support/shop.js';
import { adminEnvironment, testAdmin } from './support/two-factor.js';

const ADMIN = testAdmin('helpdesk@example.com', 'H3lp!Desk-Chief');
const OWNER = { username: 'ticketowner', email: 'ticket.owner@example.com', password: 'Tr4ding!Robot' };
const SUBJECT = 'Robot stops trading at midnight';
const ANSWER = 'Your broker pauses EAs at rollover; please enable the overnight setting.';

let shop: RunningShop;
let browser: Browser;

async function signedIn(identifier: string, password: string, totpSecret?: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: shop.url })).newPage();
  await signIn(page, identifier, password, totpSecret);
  return page;
}

beforeAll(async () => {
  if (skipReason) return;
  shop = await startShop(adminEnvironment(ADMIN));
  browser = await launchChromium();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

it.skipIf(skipReason !== undefined)(
  skipReason ?? 'a user opens a ticket, the admin answers and resolves it, the user rates the support',
  async () => {
    // Arrange through the API: a verified user.
    await signUpVerified(shop, OWNER);

    // The user opens a ticket through the Create Support Ticket dialog.
    const user = await signedIn(OWNER.email, OWNER.password);
    await user.goto('/support');
    await expect.poll(() => user.getByText('No tickets found').count()).toBe(1);
    await user.getByRole('button', { name: 'Create Ticket' }).click();
    const create = user.getByRole('dialog', { name: 'Create Support Ticket' });
    await create.getByLabel('Subject').fill(SUBJECT);
    await create.getByLabel('Category').selectOption('technical');
    await create.getByLabel('Priority').selectOption('high');
    await create.getByLabel('Description').fill('Every night at 00:00 the robot stops opening trades.');
    await expect.poll(() => create.getByText('52/2000').count()).toBe(1);
    await create.getByRole('button', { name: 'Create Ticket' }).click();
    await expect.poll(() => user.getByText('Ticket created successfully').count()).toBe(1);
    const userRow = user.getByRole('row').filter({ hasText: SUBJECT });
    await expect.poll(() => userRow.count()).toBe(1);
    const ticketNumber = (await userRow.getByRole('rowheader').textContent())?.trim() ?? '';
    expect(ticketNumber).toMatch(/^TKT-\d{6}$/);
    await expect.poll(() => userRow.getByText('Open', { exact: true }).count()).toBe(1);

    // The admin answers it from the Support Tickets tab and marks it resolved.
    const admin = await signedIn(ADMIN.email, ADMIN.password, ADMIN.totpSecret);
    await admin.getByRole('tab', { name: 'Support Tickets' }).click();
    const adminRow = admin.getByRole('row').filter({ hasText: ticketNumber });
    await expect.poll(() => adminRow.count()).toBe(1);
    await expect.poll(() => adminRow.getByText(OWNER.email).count()).toBe(1);
    await adminRow.getByRole('button', { name: `View ${ticketNumber}` }).click();
    const adminDialog = admin.getByRole('dialog', { name: SUBJECT });
    await adminDialog.getByRole('textbox', { name: 'Message' }).fill(ANSWER);
    await adminDialog.getByRole('button', { name: 'Send' }).click();
    const adminConversation = adminDialog.getByRole('list', { name: 'Conversation' });
    await expect.poll(() => adminConversation.getByText(ANSWER).count()).toBe(1);
    await expect.poll(() => adminDialog.getByText('Message sent').count()).toBe(1);
    await adminDialog.getByLabel('Status').selectOption('resolved');
    await expect.poll(() => adminDialog.getByText('Ticket status updated').count()).toBe(1);
    await expect.poll(() => adminDialog.getByLabel('Status').inputValue()).toBe('resolved');

    // The user reads the answer and rates the support.
    await userRow.getByRole('button', { name: `View ${ticketNumber}` }).click();
    const userDialog = user.getByRole('dialog', { name: SUBJECT });
    const userConversation = userDialog.getByRole('list', { name: 'Conversation' });
    await expect.poll(() => userConversation.getByText(ANSWER).count()).toBe(1);
    await expect.poll(() => userConversation.getByText('Support', { exact: true }).count()).toBe(1);
    const prompt = userDialog.getByRole('region', { name: 'Rate Support' });
    await expect.poll(() => prompt.count()).toBe(1);
    await prompt.getByRole('radio', { name: '5 stars' }).check();
    await prompt.getByLabel('Feedback (optional)').fill('Quick and clear, thank you!');
    await prompt.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => userDialog.getByText('Thank you for your feedback!').count()).toBe(1);
    const rating = userDialog.getByRole('region', { name: 'Your Rating' });
    await expect.poll(() => rating.getByText('5 stars out of 5').count()).toBe(1);
    await expect.poll(() => rating.getByText('Quick and clear, thank you!').count()).toBe(1);
    await expect.poll(() => userDialog.getByRole('region', { name: 'Rate Support' }).count()).toBe(0);
  },
  120_000,
);
