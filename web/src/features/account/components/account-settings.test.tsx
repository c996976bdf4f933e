// Account settings: the authenticator app's setup (QR code, key as text, first code, recovery codes shown
// once), an admin sent here to set it up, and the page's loading and error states.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferredReply, type Handler, mockApi, requestsTo } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { ADMIN_SESSION } from '../../../testing/sessions';
import { aSecurity, RECOVERY_CODES, securityReply, TOTP_SETUP } from '../testing/security-fixtures';

const TRADER_SESSION = {
  success: true,
  user: {
    _id: 'u1',
    username: 'trader1',
    email: 'trader@example.com',
    roles: ['user'],
    twoFactorEnabled: false,
  },
  licenses: [],
};
const CONFIRMED = {
  status: 200,
  body: {
    success: true,
    message: 'Two-factor authentication enabled',
    recoveryCodes: RECOVERY_CODES,
    token: 'enrolled-session',
  },
};

async function openSettings(
  path: string,
  handlers: Record<string, Handler>,
  session: object = TRADER_SESSION,
) {
  localStorage.setItem('token', 'first-session');
  let enabled = false;
  const fetchMock = mockApi({
    'GET /api/users/me': () => ({
      status: 200,
      body: { ...session, user: { ...(session as typeof TRADER_SESSION).user, twoFactorEnabled: enabled } },
    }),
    'GET /api/users/me/security': () =>
      securityReply(aSecurity({ totpEnabled: enabled, recoveryCodesLeft: 10 })),
    'POST /api/users/me/totp/setup': { status: 200, body: TOTP_SETUP },
    'POST /api/users/me/totp/confirm': () => {
      enabled = true;
      return CONFIRMED;
    },
    ...handlers,
  });
  const app = renderApp([path]);
  await screen.findByRole('heading', { level: 1, name: 'Account settings' });
  return { ...app, fetchMock };
}

const twoFactorSection = () => within(screen.getByRole('region', { name: 'Two-factor authentication' }));

async function startSetup(app: Awaited<ReturnType<typeof openSettings>>) {
  await screen.findByRole('region', { name: 'Two-factor authentication' });
  await app.user.click(twoFactorSection().getByRole('button', { name: 'Set up' }));
  return within(await screen.findByRole('region', { name: 'Set up authenticator app' }));
}

describe('authenticator app setup', () => {
  it('shows the QR code and the key in groups of four, confirms a code and shows the recovery codes once', async () => {
    const app = await openSettings('/account/security', {});

    const setup = await startSetup(app);
    expect(setup.getByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    expect(setup.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP')).toBeInTheDocument();
    expect(setup.getByRole('button', { name: 'Copy' })).toHaveAttribute('title', 'Copy the setup key');

    await app.user.type(setup.getByLabelText('Code from the app'), '123456');
    await app.user.click(setup.getByRole('button', { name: 'Confirm' }));

    const codes = within(await screen.findByRole('region', { name: 'Recovery codes' }));
    expect(codes.getAllByRole('listitem').map((item) => item.textContent)).toEqual(RECOVERY_CODES);
    expect(codes.getByRole('button', { name: 'Copy all' })).toBeInTheDocument();
    expect(codes.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(twoFactorSection().getByRole('status')).toHaveTextContent('Two-factor authentication enabled');
    expect(requestsTo(app.fetchMock, 'POST /api/users/me/totp/confirm')).toEqual([
      { enrolmentToken: 'enrolment-1', code: '123456' },
    ]);
    expect(localStorage.getItem('token')).toBe('enrolled-session');

    await app.user.click(codes.getByRole('button', { name: 'I have saved these codes' }));

    expect(screen.queryByRole('region', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(screen.queryByText(RECOVERY_CODES[0]!)).not.toBeInTheDocument();
    expect(await twoFactorSection().findByText('10 recovery codes left')).toBeInTheDocument();
    expect(twoFactorSection().getByRole('button', { name: 'Regenerate recovery codes' })).toBeInTheDocument();
    expect(twoFactorSection().getByRole('button', { name: 'Remove' })).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/account/security');
  });

  it("keeps the setup open with the server's words when the code is refused", async () => {
    const app = await openSettings('/account', {
      'POST /api/users/me/totp/confirm': {
        status: 400,
        body: {
          success: false,
          error: 'The setup has expired. Please start again.',
          code: 'TOTP_ENROLMENT_EXPIRED',
        },
      },
    });

    const setup = await startSetup(app);
    await app.user.type(setup.getByLabelText('Code from the app'), '123456');
    await app.user.click(setup.getByRole('button', { name: 'Confirm' }));

    expect(await setup.findByRole('alert')).toHaveTextContent('The setup has expired. Please start again.');
    expect(screen.queryByRole('region', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('first-session');
  });
});

describe('admins without a second factor', () => {
  it('are sent from the console to set one up, told why, and reach the console once the codes are saved', async () => {
    const app = await openSettings('/admin/overview', {}, ADMIN_SESSION);

    await waitFor(() => expect(app.router.state.location.pathname).toBe('/account/security'));
    expect(app.router.state.location.search).toBe('?setup=required');
    expect(
      await screen.findByText('Admins must set up two-factor authentication before using the admin panel.'),
    ).toBeInTheDocument();

    const setup = await startSetup(app);
    await app.user.type(setup.getByLabelText('Code from the app'), '123456');
    await app.user.click(setup.getByRole('button', { name: 'Confirm' }));
    const codes = within(await screen.findByRole('region', { name: 'Recovery codes' }));
    await app.user.click(codes.getByRole('button', { name: 'I have saved these codes' }));

    expect(await screen.findByRole('tabpanel')).toBeInTheDocument();
    expect(app.router.state.location.pathname).toMatch(/^\/admin/);
  });
});

describe('account settings page', () => {
  it('says it is loading, then shows every section', async () => {
    const security = deferredReply();
    await openSettings('/account', { 'GET /api/users/me/security': security.handler });

    expect(await screen.findByText('Loading your security settings...')).toHaveRole('status');
    security.release(securityReply(aSecurity()));
    for (const name of ['Password', 'Two-factor authentication', 'Passkeys', 'Sessions']) {
      expect(await screen.findByRole('region', { name })).toBeInTheDocument();
    }
    const sessions = within(screen.getByRole('region', { name: 'Sessions' }));
    expect(sessions.getByText(/Chrome on Windows/)).toHaveTextContent('Chrome on Windows This device');
    expect(
      within(screen.getByRole('region', { name: 'Passkeys' })).getByText(/No passkeys yet/),
    ).toBeInTheDocument();
  });

  it('says so when the settings cannot be loaded, and tries again on request', async () => {
    let fail = true;
    const app = await openSettings('/account', {
      'GET /api/users/me/security': () =>
        fail
          ? { status: 500, body: { success: false, error: 'Failed to load your security settings' } }
          : securityReply(aSecurity()),
    });

    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(
      'Failed to load your security settings',
    );
    fail = false;
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('region', { name: 'Password' })).toBeInTheDocument();
  });

  it('sends visitors without a session to sign in', async () => {
    mockApi({});
    const app = renderApp(['/account']);

    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    expect(app.router.state.location.pathname).toBe('/login');
  });
});
