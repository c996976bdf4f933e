// The shared frame: every page gets navbar, main and footer, and each navigation scrolls to the top
// unless the address names an anchor.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { siteConfig } from '../../config/site';
import { renderApp } from '../../testing/render-app';

// Opens a public page and waits out the first page's own scroll, so later assertions see only the navigation's.
async function renderPublicPage() {
  const app = renderApp(['/risk-disclosure']);
  await screen.findByRole('heading', { level: 1, name: 'Risk Disclosure' });
  await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 0));
  vi.mocked(window.scrollTo).mockClear();
  return app;
}

describe('root layout', () => {
  it('wraps the page in the navigation bar, main region and footer', async () => {
    renderApp(['/risk-disclosure']);

    const heading = await screen.findByRole('heading', { level: 1, name: 'Risk Disclosure' });
    expect(screen.getByRole('main')).toContainElement(heading);
    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('navigation', { name: 'Main' }));
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('scrolls to the top when a link leads to another page', async () => {
    const { user } = await renderPublicPage();

    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Privacy Policy' }));

    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledTimes(1));
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('with a hash, brings that element into view instead of scrolling to the top', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const { router } = await renderPublicPage();

    await router.navigate('/terms-of-service#main-content');

    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    // The same effect either scrolls to the top or to the anchor; once the anchor moved, it has run.
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('main'));
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('footer carries quick links, contact, legal links and the organisation line', async () => {
    renderApp(['/']);
    await screen.findByRole('heading', { level: 1 });
    const footer = within(screen.getByRole('contentinfo'));
    const hrefOf = (name: string) => footer.getByRole('link', { name }).getAttribute('href');

    expect(hrefOf('Home')).toBe('/');
    expect(hrefOf('Sign Up')).toBe('/signup');
    expect(hrefOf('Sign In')).toBe('/login');
    expect(hrefOf('Live Results')).toBe(siteConfig.liveResultsUrl);
    expect(footer.getByRole('link', { name: 'Live Results' })).toHaveAttribute('target', '_blank');
    expect(hrefOf(siteConfig.supportEmail)).toBe(`mailto:${siteConfig.supportEmail}`);
    expect(hrefOf('Telegram')).toBe(siteConfig.telegramChatUrl);
    expect(hrefOf('Privacy Policy')).toBe('/privacy-policy');
    expect(hrefOf('Terms of Service')).toBe('/terms-of-service');
    expect(hrefOf('Risk Disclosure')).toBe('/risk-disclosure');
    expect(
      footer.getByText(`© ${new Date().getFullYear()} ${siteConfig.productName}. All rights reserved.`),
    ).toBeInTheDocument();
  });
});
