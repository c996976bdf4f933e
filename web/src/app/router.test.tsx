// Every route of the spec's table exists, is lazy-loaded, and renders its own page heading.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockCurrentUser } from '../testing/mock-api';
import { renderApp } from '../testing/render-app';
import { routes } from './router';

const UNKNOWN_PATH = '/no/such/page';

// Address → the h1 a visitor should see there.
const expectedHeadings: Record<string, string> = {
  '/': 'MT5 Robot',
  '/login': 'Sign In',
  '/signup': 'Sign Up',
  '/verify-email': 'Email Verification',
  '/email-verification-pending': 'Check Your Email',
  '/resend-verification': 'Resend Verification Email',
  '/forgot-password': 'Forgot Password',
  '/reset-password': 'Reset Password',
  '/unsubscribe': 'Email Preferences',
  '/dashboard': 'Dashboard',
  '/account': 'Account settings',
  '/account/security': 'Account settings',
  '/payment': 'Purchase a License',
  '/payment/:orderId': 'Purchase a License',
  '/downloads': 'Downloads',
  '/guide/installation': 'Installation Guide',
  '/admin': 'Overview',
  '/support': 'Support',
  '/privacy-policy': 'Privacy Policy',
  '/terms-of-service': 'Terms of Service',
  '/risk-disclosure': 'Risk Disclosure',
  '/track-record': 'Verifiable Track Record',
  [UNKNOWN_PATH]: 'Page not found',
};

// Pages that send visitors without a session to /login; they are visited signed in (/admin as an admin).
const SIGNED_IN_ONLY = new Set([
  '/dashboard',
  '/admin',
  '/account',
  '/account/security',
  '/payment',
  '/payment/:orderId',
  '/downloads',
  '/support',
]);

const pageRoutes = routes[0]?.children ?? [];

function addressOf(route: (typeof pageRoutes)[number]): string {
  if (route.index) return '/';
  if (route.path === '*') return UNKNOWN_PATH;
  return `/${route.path}`;
}

describe('route table', () => {
  it('covers exactly the routes of the spec, each loaded lazily', () => {
    expect(pageRoutes.map(addressOf).sort()).toEqual(Object.keys(expectedHeadings).sort());
    for (const route of pageRoutes) {
      expect(route.lazy, addressOf(route)).toBeTypeOf('function');
      expect(route.element ?? route.Component, addressOf(route)).toBeUndefined();
    }
  });

  it.each(Object.entries(expectedHeadings))('%s renders the heading "%s"', async (path, heading) => {
    if (SIGNED_IN_ONLY.has(path)) {
      localStorage.setItem('token', 'session-token');
      const roles = path === '/admin' ? ['admin'] : ['user'];
      mockCurrentUser({
        status: 200,
        body: { success: true, user: { username: 'trader1', roles }, licenses: [] },
      });
    }
    renderApp([path]);

    const h1 = await screen.findByRole('heading', { level: 1 });
    expect(h1).toHaveTextContent(heading);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('main')).toContainElement(h1);
  });
});
