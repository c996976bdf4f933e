// Navigation bar: signed-out and signed-in actions, admin differences, logout, and the mobile menu's
// closing and scroll-lock behaviour.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../config/site';
import { mockCurrentUser } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));
const menuToggle = () => screen.getByRole('button', { name: 'Menu' });
const mobileMenu = () => within(screen.getByRole('navigation', { name: 'Mobile' }));

function signInAs(user: Record<string, unknown>, wrapped = true) {
  localStorage.setItem('token', 'session-token');
  return mockCurrentUser({ status: 200, body: wrapped ? { success: true, user, licenses: [] } : user });
}

async function renderPage(path = '/support') {
  const app = renderApp([path]);
  await screen.findByRole('heading', { level: 1 });
  return app;
}

describe('navigation bar, signed out', () => {
  it('links the brand home and offers Sign In, without member links', async () => {
    await renderPage();

    expect(mainNav().getByRole('link', { name: siteConfig.productName })).toHaveAttribute('href', '/');
    expect(mainNav().getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(mainNav().queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(mainNav().queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('mobile menu holds Sign In, Sign Up and the two outside links in new tabs', async () => {
    const { user } = await renderPage();
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    await user.click(menuToggle());

    expect(menuToggle()).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(menuToggle().getAttribute('aria-controls') ?? '')).toBeVisible();
    expect(mobileMenu().getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(mobileMenu().getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    const live = mobileMenu().getByRole('link', { name: 'Live Performance' });
    expect(live).toHaveAttribute('href', siteConfig.liveResultsUrl);
    expect(live).toHaveAttribute('target', '_blank');
    expect(live).toHaveAttribute('rel', 'noopener noreferrer');
    const telegram = mobileMenu().getByRole('link', { name: 'Telegram' });
    expect(telegram).toHaveAttribute('href', siteConfig.telegramChannelUrl);
    expect(telegram).toHaveAttribute('target', '_blank');
    expect(telegram).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('navigation bar, signed in', () => {
  it('fetches the user with the stored token and shows Dashboard, Support and Logout', async () => {
    const fetchMock = signInAs({ username: 'trader1', email: 't@example.com', roles: ['user'] });
    await renderPage();

    expect(await mainNav().findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(mainNav().getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(mainNav().getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/support');
    expect(mainNav().queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/users/me', expect.anything());
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe(
      'Bearer session-token',
    );
  });

  it('mobile menu welcomes the user by name and lists Dashboard, Support, Logout', async () => {
    signInAs({ username: 'trader1', roles: ['user'] });
    const { user } = await renderPage();
    await mainNav().findByRole('button', { name: 'Logout' });

    await user.click(menuToggle());

    expect(mobileMenu().getByText('Welcome, trader1')).toBeInTheDocument();
    expect(mobileMenu().getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(mobileMenu().getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/support');
    expect(mobileMenu().getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(mobileMenu().queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
  });

  it('accepts the user bare as well as under `user`', async () => {
    signInAs({ username: 'solo', roles: ['user'] }, false);
    const { user } = await renderPage();
    await mainNav().findByRole('button', { name: 'Logout' });

    await user.click(menuToggle());

    expect(mobileMenu().getByText('Welcome, solo')).toBeInTheDocument();
  });

  it('welcomes "User" when the account has no username', async () => {
    signInAs({ email: 'nameless@example.com', roles: ['user'] });
    const { user } = await renderPage();
    await mainNav().findByRole('button', { name: 'Logout' });

    await user.click(menuToggle());

    expect(mobileMenu().getByText('Welcome, User')).toBeInTheDocument();
  });

  it('hides Support from admins, on desktop and in the mobile menu', async () => {
    signInAs({ username: 'boss', roles: ['admin', 'user'] });
    // The admin's /dashboard is the admin console, which has its own navigation; a site page has the bar.
    const { user } = await renderPage('/privacy-policy');
    await mainNav().findByRole('button', { name: 'Logout' });

    expect(mainNav().getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(mainNav().queryByRole('link', { name: 'Support' })).not.toBeInTheDocument();
    await user.click(menuToggle());
    expect(mobileMenu().getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(mobileMenu().queryByRole('link', { name: 'Support' })).not.toBeInTheDocument();
  });

  it('Logout clears the session and goes to /login', async () => {
    signInAs({ username: 'trader1', roles: ['user'] });
    const { router, user } = await renderPage('/dashboard');

    await user.click(await mainNav().findByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
    expect(mainNav().getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(mainNav().queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('Logout from the mobile menu also closes the menu', async () => {
    signInAs({ username: 'trader1', roles: ['user'] });
    const { router, user } = await renderPage('/dashboard');
    await mainNav().findByRole('button', { name: 'Logout' });
    await user.click(menuToggle());

    await user.click(mobileMenu().getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('');
  });

  it('ends signed out, and forgets the token, when the user cannot be fetched', async () => {
    localStorage.setItem('token', 'expired-token');
    mockCurrentUser({ status: 401, body: { success: false, error: 'Unauthorized' } });
    await renderPage();

    expect(await mainNav().findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(mainNav().queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });
});

describe('mobile menu behaviour', () => {
  it('locks page scroll while open and gives back the previous value on close', async () => {
    document.body.style.overflow = 'auto';
    const { user } = await renderPage();

    await user.click(menuToggle());
    expect(document.body.style.overflow).toBe('hidden');

    await user.click(menuToggle());
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('auto');
  });

  it('closes on Escape and returns focus to the toggle', async () => {
    const { user } = await renderPage();
    await user.click(menuToggle());

    await user.keyboard('{Escape}');

    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(menuToggle()).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on a click outside it, but not on a click inside it', async () => {
    const { user } = await renderPage();
    await user.click(menuToggle());

    await user.click(mobileMenu().getByRole('list'));
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('dims the page behind the open menu, and a press on the dimmed layer closes it', async () => {
    const { user } = await renderPage();
    const backdrop = document.querySelector<HTMLElement>('.mobile-menu__backdrop');
    expect(backdrop).not.toBeVisible();

    await user.click(menuToggle());
    expect(backdrop).toBeVisible();
    expect(backdrop).toHaveAttribute('aria-hidden', 'true');

    await user.click(backdrop as HTMLElement);
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(backdrop).not.toBeVisible();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes when an item is chosen, and the item is followed', async () => {
    const { router, user } = await renderPage();
    await user.click(menuToggle());

    await user.click(mobileMenu().getByRole('link', { name: 'Sign Up' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign Up' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup');
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('');
  });

  it('releases the scroll lock when the app unmounts with the menu open', async () => {
    const { user, unmount } = await renderPage();
    await user.click(menuToggle());
    expect(document.body.style.overflow).toBe('hidden');

    unmount();

    expect(document.body.style.overflow).toBe('');
  });
});
