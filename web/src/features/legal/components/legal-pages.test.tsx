// The three legal pages: each has its title, h1, last-updated date and a contents list whose links lead to
// its h2 sections, and carries the facts the spec asks of it with the organisation's settings.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../../config/site';
import { renderApp } from '../../../testing/render-app';

const PAGES = [
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-of-service', 'Terms of Service'],
  ['/risk-disclosure', 'Risk Disclosure'],
] as const;

async function openPage(path: string, title: string) {
  renderApp([path]);
  await screen.findByRole('heading', { level: 1, name: title });
  return within(screen.getByRole('main'));
}

describe.each(PAGES)('%s', (path, title) => {
  it('has its title, h1, last-updated date and a contents list leading to every section', async () => {
    const page = await openPage(path, title);

    await waitFor(() => expect(document.title).toBe(`${title} | ${siteConfig.productName}`));
    expect(page.getByText(/^Last updated:/)).toHaveTextContent('Last updated: 24 November 2026');
    const contents = within(page.getByRole('navigation', { name: 'Contents' }));
    const links = contents.getAllByRole('link');
    const sections = page.getAllByRole('heading', { level: 2 }).filter((heading) => heading.id !== '');
    const numbered = sections.filter((heading) => /^\d+\. /.test(heading.textContent ?? ''));
    expect(links.length).toBeGreaterThanOrEqual(8);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      numbered.map((heading) => `#${heading.id}`),
    );
    links.forEach((link, index) => {
      expect(numbered[index]).toHaveTextContent(`${index + 1}. ${link.textContent}`);
      expect(page.getByRole('region', { name: numbered[index]!.textContent! })).toBeInTheDocument();
    });
  });
});

describe('legal content', () => {
  it('privacy policy names the data, the token in local storage, erasure and the organisation', async () => {
    const page = await openPage('/privacy-policy', 'Privacy Policy');
    const text = screen.getByRole('main').textContent ?? '';

    for (const fact of [
      'MetaTrader 5 account number',
      'transaction hash',
      'wallet address',
      'heartbeats',
      'email provider',
      'Erasure',
    ]) {
      expect(text).toContain(fact);
    }
    expect(page.getByText('token', { selector: 'code' })).toBeInTheDocument();
    expect(text).toContain(siteConfig.organisation.legalName);
    expect(text).toContain(siteConfig.organisation.address);
    expect(text).toContain(siteConfig.organisation.registration);
    expect(page.getAllByRole('link', { name: siteConfig.supportEmail })[0]).toHaveAttribute(
      'href',
      `mailto:${siteConfig.supportEmail}`,
    );
  });

  it('terms give the plan terms, USDT networks, one account per licence, refunds and governing law', async () => {
    await openPage('/terms-of-service', 'Terms of Service');
    const text = screen.getByRole('main').textContent ?? '';

    expect(text).toContain('1 month, 3 months or 1 year');
    expect(text).toMatch(/USDT only, on the TRC20 \(TRON\) or BEP20/);
    expect(text).toContain('Each licence is tied to one MT5 account number');
    expect(text).toContain('within 7 days of your payment');
    expect(text).toContain('Refunds take 2-3 business days');
    expect(text).toContain('not a promise');
    expect(text).toContain(`governed by the laws of ${siteConfig.organisation.jurisdiction}`);
  });

  it('risk disclosure presents 8-15% and 8.55% as past results, never as promises', async () => {
    const page = await openPage('/risk-disclosure', 'Risk Disclosure');
    const figures = page.getByRole('region', { name: /past results, not promises/ });

    expect(figures).toHaveTextContent(/monthly return of 8-15% and a maximum drawdown of 8\.55%/);
    expect(figures).toHaveTextContent(/describe what the robot has done in the past/);
    expect(figures).toHaveTextContent(/not a forecast, a target or a guarantee/);
    expect(screen.getByRole('main')).toHaveTextContent(/Past performance is not a reliable indicator/);
    expect(screen.getByRole('main')).toHaveTextContent(/Only risk money you can afford to lose/);
  });
});
