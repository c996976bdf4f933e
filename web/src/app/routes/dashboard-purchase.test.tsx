// The dashboard's purchase in place (spec §2 User dashboard): the purchase button opens the purchase panel
// under it, focused, and the panel's Cancel hands focus back; Renew on each renewable licence opens the
// panel in renewal mode for that licence under its card; /dashboard?renew=<licenceId> opens that renewal on
// arrival and leaves the address. The panel itself (the payments feature's) stands in here as a stub that
// shows what it was given.
import type { LicenceView } from '@shop/command-api/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LICENCE_SCREEN_MESSAGES } from '../../features/licences/messages';
import type { PurchasePanelProps } from '../../features/payments/components/purchase-panel';
import { mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { aLicence, historyReply, meWith } from '../../testing/trader-fixtures';

vi.mock('../../features/payments/components/purchase-panel', () => ({
  PurchasePanel: ({ renewLicence, onCancel }: PurchasePanelProps) => (
    <div data-testid="purchase-panel">
      <p>{renewLicence ? `Renewing ${JSON.stringify(renewLicence)}` : 'A new license'}</p>
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
    </div>
  ),
}));

const ACTIVE = aLicence();
const EXPIRED = aLicence({
  _id: '7c5a9132-4d6e-4f80-8b12-c3d4e5f60718',
  licenseKey: 'QRSTU-VWXYZ-23456-789AB',
  status: 'expired',
  accountNumber: 44401234,
  expiresAt: '2026-01-20T12:00:00.000Z',
});
const REVOKED = aLicence({
  _id: '6b4f8021-3c5d-4e7f-9a01-b2c3d4e5f607',
  licenseKey: 'HJKMN-PQRST-UVWXY-Z2345',
  status: 'revoked',
});
const ENDLESS = aLicence({
  _id: '8d6b0243-5e7f-4091-9c23-d4e5f6071829',
  licenseKey: 'CDEFG-HJKMN-PQRST-UVWXY',
  expiresAt: undefined,
});

const main = () => within(screen.getByRole('main'));
const card = (licence: LicenceView) => screen.getByRole('article', { name: licence.licenseKey });
const renewOf = (licence: LicenceView) => within(card(licence)).getByRole('button', { name: 'Renew' });
const panels = () => screen.queryAllByTestId('purchase-panel');

async function openDashboard(licences: LicenceView[], address = '/dashboard') {
  localStorage.setItem('token', 'session-token');
  mockApi({ 'GET /api/users/me': meWith(licences), 'GET /api/payments/history': historyReply([]) });
  const app = renderApp([address]);
  await screen.findByRole('button', { name: /^Purchase (Your First|Another) License$/ });
  return app;
}

describe('purchase in place', () => {
  it("opens the purchase under 'Purchase Your First License', focused, and Cancel hands focus back", async () => {
    const { user, router } = await openDashboard([]);
    const purchase = main().getByRole('button', { name: 'Purchase Your First License' });
    expect(purchase).toHaveAttribute('aria-expanded', 'false');

    await user.click(purchase);

    const region = main().getByRole('region', { name: 'Purchase a License' });
    expect(purchase).toHaveAttribute('aria-expanded', 'true');
    expect(purchase).toHaveAttribute('aria-controls', region.id);
    expect(region).toHaveFocus();
    expect(within(region).getByText('A new license')).toBeInTheDocument();
    // In place: right after the button, on the same page.
    expect(purchase.nextElementSibling).toBe(region);
    expect(router.state.location.pathname).toBe('/dashboard');

    await user.click(within(region).getByRole('button', { name: 'Cancel' }));

    expect(panels()).toHaveLength(0);
    expect(purchase).toHaveAttribute('aria-expanded', 'false');
    expect(purchase).toHaveFocus();
  });

  it("opens and closes with 'Purchase Another License' once there are licences", async () => {
    const { user } = await openDashboard([ACTIVE]);
    const purchase = main().getByRole('button', { name: 'Purchase Another License' });

    await user.click(purchase);
    expect(panels()).toHaveLength(1);
    await user.click(purchase);
    expect(panels()).toHaveLength(0);
  });
});

describe('Renew', () => {
  it('is offered on an active or expired licence with an end date, not on a revoked or endless one', async () => {
    await openDashboard([ACTIVE, EXPIRED, REVOKED, ENDLESS]);

    expect(renewOf(ACTIVE)).toBeInTheDocument();
    expect(renewOf(EXPIRED)).toBeInTheDocument();
    for (const licence of [REVOKED, ENDLESS]) {
      expect(within(card(licence)).queryByRole('button', { name: 'Renew' })).not.toBeInTheDocument();
    }
  });

  it('opens the purchase in renewal mode for that licence under its card, one purchase at a time', async () => {
    const { user } = await openDashboard([ACTIVE, EXPIRED]);

    await user.click(renewOf(EXPIRED));

    const region = main().getByRole('region', { name: `Renew License ${EXPIRED.licenseKey}` });
    expect(card(EXPIRED).nextElementSibling).toBe(region);
    expect(renewOf(EXPIRED)).toHaveAttribute('aria-expanded', 'true');
    expect(renewOf(EXPIRED)).toHaveAttribute('aria-controls', region.id);
    expect(region).toHaveFocus();
    const given = JSON.stringify({
      _id: EXPIRED._id,
      licenseKey: EXPIRED.licenseKey,
      accountNumber: EXPIRED.accountNumber,
      expiresAt: EXPIRED.expiresAt,
    });
    expect(within(region).getByText(`Renewing ${given}`)).toBeInTheDocument();

    await user.click(renewOf(ACTIVE));
    expect(panels()).toHaveLength(1);
    expect(main().getByRole('region', { name: `Renew License ${ACTIVE.licenseKey}` })).toBeInTheDocument();
    expect(renewOf(EXPIRED)).toHaveAttribute('aria-expanded', 'false');

    await user.click(main().getByRole('button', { name: 'Purchase Another License' }));
    expect(panels()).toHaveLength(1);
    expect(within(screen.getByTestId('purchase-panel')).getByText('A new license')).toBeInTheDocument();
  });

  it('hands focus back to Renew on Cancel', async () => {
    const { user } = await openDashboard([ACTIVE]);
    await user.click(renewOf(ACTIVE));
    await user.click(
      within(screen.getByRole('region', { name: /^Renew License/ })).getByRole('button', { name: 'Cancel' }),
    );

    expect(panels()).toHaveLength(0);
    expect(renewOf(ACTIVE)).toHaveFocus();
  });
});

describe('/dashboard?renew=<licenceId>', () => {
  it("opens that licence's renewal on arrival and takes the parameter out of the address", async () => {
    const { router } = await openDashboard([ACTIVE, EXPIRED], `/dashboard?renew=${EXPIRED._id}`);

    const region = await main().findByRole('region', { name: `Renew License ${EXPIRED.licenseKey}` });
    expect(region).toHaveFocus();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each([
    ['a revoked licence', REVOKED._id],
    ['a licence without an end date', ENDLESS._id],
    ['a licence that is not theirs', '9e7c1354-6f80-41a2-8d34-e5f607182930'],
  ])('says it cannot be renewed for %s, and opens nothing', async (_, licenceId) => {
    const { router } = await openDashboard([ACTIVE, REVOKED, ENDLESS], `/dashboard?renew=${licenceId}`);

    expect(await main().findByText(LICENCE_SCREEN_MESSAGES.renewUnavailable)).toBeInTheDocument();
    expect(panels()).toHaveLength(0);
    expect(router.state.location.search).toBe('');
  });
});
