// The 404 page: reached through the real router for any unknown address, with its six ways on.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';

describe('404 page', () => {
  it('is what the router shows for an unknown address, nested ones included', async () => {
    renderApp(['/dashboard/does-not-exist']);

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('offers exactly home, back, sign in, sign up, dashboard and support', async () => {
    renderApp(['/nowhere']);
    await screen.findByRole('heading', { name: 'Page not found' });
    const page = within(screen.getByRole('main'));

    const links = page.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Go Home', '/'],
      ['Sign In', '/login'],
      ['Sign Up', '/signup'],
      ['Dashboard', '/dashboard'],
      ['Support', '/support'],
    ]);
    expect(page.getAllByRole('button').map((button) => button.textContent)).toEqual(['Go Back']);
  });

  it('Go Back returns to the previous page', async () => {
    const { router, user } = renderApp(['/privacy-policy', '/old-link'], 1);
    await screen.findByRole('heading', { name: 'Page not found' });

    await user.click(screen.getByRole('button', { name: 'Go Back' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/privacy-policy');
  });

  it('Go Home leads to the landing page', async () => {
    const { router, user } = renderApp(['/old-link']);
    await screen.findByRole('heading', { name: 'Page not found' });

    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Go Home' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'MT5 Robot' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
