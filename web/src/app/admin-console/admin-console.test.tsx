// The console's frame: no site navbar or marketing footer but a slim footer with the legal links, support
// and the organisation; the signed-in admin and Logout; and below 1024 px the Menu that opens the sections
// and closes on Escape, on a press outside it, or once a section is chosen.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../config/site';
import { mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { ADMIN_SESSION, aUser } from '../../testing/trader-fixtures';

async function openConsole(path = '/admin/overview') {
  localStorage.setItem('token', 'admin-token');
  mockApi({
    'GET /api/users/me': { status: 200, body: ADMIN_SESSION },
    'GET /api/users': { status: 200, body: { success: true, users: [aUser()] } },
    'GET /api/discounts': { status: 200, body: { success: true, discounts: [] } },
  });
  const app = renderApp([path]);
  await screen.findByRole('tabpanel');
  return app;
}

const menuButton = () => screen.getByRole('button', { name: 'Menu' });
const consoleFrame = () => menuButton().closest('.console');

describe('admin console frame', () => {
  it('replaces the site navbar and marketing footer with a slim footer: legal links, support, organisation', async () => {
    await openConsole();

    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
    const footer = within(screen.getByRole('contentinfo'));
    const hrefOf = (name: string) => footer.getByRole('link', { name }).getAttribute('href');
    expect(hrefOf('Privacy Policy')).toBe('/privacy-policy');
    expect(hrefOf('Terms of Service')).toBe('/terms-of-service');
    expect(hrefOf('Risk Disclosure')).toBe('/risk-disclosure');
    expect(hrefOf(siteConfig.supportEmail)).toBe(`mailto:${siteConfig.supportEmail}`);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(siteConfig.organisation.legalName);
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it('names the signed-in admin beside Logout, which ends the session', async () => {
    const { router, user } = await openConsole();

    expect(screen.getByText('Signed in as').parentElement).toHaveTextContent('Signed in as boss');
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("shows the current section's name in the top bar and the document title", async () => {
    await openConsole('/admin/discounts');

    expect(menuButton().parentElement).toHaveTextContent(/Discounts$/);
    await waitFor(() => expect(document.title).toBe(`Discounts | Admin | ${siteConfig.productName}`));
  });

  it('opens the menu on the selected section, and Escape closes it with the focus back on Menu', async () => {
    const { user } = await openConsole('/admin/users');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveAttribute('aria-controls', 'console-navigation');

    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(consoleFrame()).toHaveClass('console--menu-open');
    expect(document.getElementById('console-navigation')).toContainElement(
      screen.getByRole('tablist', { name: 'Admin sections' }),
    );
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(consoleFrame()).not.toHaveClass('console--menu-open');
    expect(menuButton()).toHaveFocus();
  });

  it('closes the menu on a press outside it, and stays open for a press inside it', async () => {
    const { user } = await openConsole();
    await user.click(menuButton());

    fireEvent.pointerDown(screen.getByRole('tablist', { name: 'Admin sections' }));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');

    fireEvent.pointerDown(screen.getByRole('main'));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu once a section is chosen, and that section opens', async () => {
    const { router, user } = await openConsole();
    await user.click(menuButton());

    await user.click(screen.getByRole('tab', { name: 'Users' }));

    expect(await screen.findByRole('tabpanel', { name: 'Users' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/users');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
    expect(menuButton().parentElement).toHaveTextContent(/Users$/);
  });

  it("goes from Discounts to Users with 'Back to Users', the Users tab taking the focus", async () => {
    const { router, user } = await openConsole('/admin/discounts');

    await user.click(await screen.findByRole('button', { name: 'Back to Users' }));

    expect(await screen.findByRole('tabpanel', { name: 'Users' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/users');
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveFocus();
  });
});
