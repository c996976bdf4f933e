// The landing page's hero additions, FAQ, contacts and head block (spec §1, §2 Landing page, §4 FAQ, §9).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { siteConfig } from '../../../config/site';
import { mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

const faq = () => screen.getByRole('region', { name: 'Frequently Asked Questions' });
const questions = () => within(faq()).getAllByRole('button');
const expanded = () => questions().filter((button) => button.getAttribute('aria-expanded') === 'true');

async function openLanding() {
  mockApi({});
  const app = renderApp(['/']);
  await screen.findByRole('heading', { level: 1, name: 'MT5 Robot' });
  return app;
}

describe('landing page hero', () => {
  it('View Plans scrolls smoothly to #plans, 80 px above it', async () => {
    const { user } = await openLanding();
    const plans = screen.getByRole('region', { name: 'Choose Your Plan' });
    vi.spyOn(plans, 'getBoundingClientRect').mockReturnValue({ top: 500 } as DOMRect);
    const scrollY = Object.getOwnPropertyDescriptor(window, 'scrollY');
    Object.defineProperty(window, 'scrollY', { value: 200, configurable: true });
    onTestFinished(() => {
      if (scrollY) Object.defineProperty(window, 'scrollY', scrollY);
    });

    await user.click(screen.getByRole('button', { name: 'View Plans' }));

    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 620, behavior: 'smooth' });
  });

  it('states the 8-15% monthly return and 8.55% drawdown as past results, with the risk disclosure', async () => {
    await openLanding();
    const figures = screen.getByText('Past results').parentElement!;

    expect(within(figures).getByText('Monthly return').nextElementSibling).toHaveTextContent('8-15%');
    expect(within(figures).getByText('Maximum drawdown').nextElementSibling).toHaveTextContent('8.55%');
    expect(figures).toHaveTextContent('not a promise of future returns');
    expect(within(figures).getByRole('link', { name: 'risk disclosure' })).toHaveAttribute(
      'href',
      '/risk-disclosure',
    );
  });

  it('lists the six advertised features as chips', async () => {
    await openLanding();

    const chips = within(screen.getByRole('list', { name: 'Features' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'Automated Trading',
      'Verified Results',
      '24/7 Support',
      'Flexible Plans',
      'MT5 Friendly',
      'Continued Updates',
    ]);
  });
});

describe('landing page FAQ', () => {
  it('comes after the plans with nine questions, all closed', async () => {
    await openLanding();

    const plans = screen.getByRole('region', { name: 'Choose Your Plan' });
    expect(plans.compareDocumentPosition(faq()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(questions()).toHaveLength(9);
    expect(expanded()).toHaveLength(0);
    for (const button of questions()) {
      expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).not.toBeVisible();
    }
  });

  it('opens one answer at a time, and closes the open one when clicked again', async () => {
    const { user } = await openLanding();
    const refunds = within(faq()).getByRole('button', { name: 'Can I get a refund?' });
    const payment = within(faq()).getByRole('button', { name: 'How do I pay?' });

    await user.click(refunds);
    expect(expanded()).toEqual([refunds]);
    const answer = within(faq()).getByRole('region', { name: 'Can I get a refund?' });
    expect(refunds).toHaveAttribute('aria-controls', answer.id);
    expect(answer).toHaveTextContent('7-day money-back guarantee');
    expect(answer).toHaveTextContent('2-3 business days');

    await user.click(payment);
    expect(expanded()).toEqual([payment]);
    expect(answer).not.toBeVisible();
    expect(within(faq()).getByRole('region', { name: 'How do I pay?' })).toHaveTextContent(
      /USDT.*TRC20.*BEP20.*30 minutes.*1-2 minutes/,
    );

    await user.click(payment);
    expect(expanded()).toHaveLength(0);
    expect(within(faq()).queryByRole('region')).not.toBeInTheDocument();
  });

  it('offers Telegram in a new tab and email, with the response time', async () => {
    await openLanding();

    const telegram = within(faq()).getByRole('link', { name: 'Chat on Telegram' });
    expect(telegram).toHaveAttribute('href', siteConfig.telegramChatUrl);
    expect(telegram).toHaveAttribute('target', '_blank');
    expect(telegram).toHaveAttribute('rel', 'noopener noreferrer');
    const email = within(faq()).getByRole('link', { name: `Email ${siteConfig.supportEmail}` });
    expect(email).toHaveAttribute('href', `mailto:${siteConfig.supportEmail}`);
    expect(faq()).toHaveTextContent('Average response time: 2-4 hours.');
  });
});

describe('landing page head block', () => {
  it('sets the title, description, Open Graph tags and canonical link', async () => {
    await openLanding();

    await waitFor(() => expect(document.title).toBe('MT5 Robot | Automated Trading Robot for MetaTrader 5'));
    const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
    expect(content('meta[name="description"]')).toMatch(/MT5 trading robot/);
    expect(content('meta[property="og:title"]')).toBe(document.title);
    expect(content('meta[property="og:description"]')).toBe(content('meta[name="description"]'));
    expect(content('meta[property="og:type"]')).toBe('website');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/`,
    );
  });
});
