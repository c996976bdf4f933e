// The page after signup (spec §2): check your email, with the address from the navigation state when
// there is one, and the ways on.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

const main = () => within(screen.getByRole('main'));

describe('email verification pending page', () => {
  it('names the address it was sent to, from the navigation state', async () => {
    mockApi({});
    renderApp([{ pathname: '/email-verification-pending', state: { email: 'trader@example.com' } }]);

    await screen.findByRole('heading', { level: 1, name: 'Check Your Email' });
    expect(main().getByText(/We sent a verification link to/)).toHaveTextContent(
      'We sent a verification link to trader@example.com.',
    );
  });

  it('speaks of "your email address" when reached without one', async () => {
    mockApi({});
    renderApp(['/email-verification-pending']);

    await screen.findByRole('heading', { level: 1, name: 'Check Your Email' });
    expect(main().getByText(/We sent a verification link to your email address\./)).toBeInTheDocument();
    expect(main().queryByText('@', { exact: false })).not.toBeInTheDocument();
  });

  it('links to resend the email and to sign in', async () => {
    mockApi({});
    renderApp(['/email-verification-pending']);

    await screen.findByRole('heading', { level: 1, name: 'Check Your Email' });
    expect(main().getByRole('link', { name: 'Resend verification email' })).toHaveAttribute(
      'href',
      '/resend-verification',
    );
    expect(main().getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });
});
