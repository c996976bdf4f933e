// The reset-password page (spec §4 Reset password, §5 Reset, §8): when submit is allowed, the live match
// hint, the policy check, success and the move to /login after 3 seconds, and the invalid-link screen.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { elapse, settle } from '../../../testing/fake-time';
import { deferredReply, type Handler, mockApi, requestsTo } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

const RESET = 'POST /api/users/reset-password';
const STRONG = 'N3w!Secret';
const DONE = 'Your password has been reset. You can now log in with your new password.';
const main = () => within(screen.getByRole('main'));
const submit = () => screen.getByRole('button', { name: 'Reset Password' });

async function openReset(path = '/reset-password?token=reset-abc', handler?: Handler) {
  const fetchMock = mockApi(handler ? { [RESET]: handler } : {});
  const app = renderApp([path]);
  await screen.findByRole('heading', { level: 1, name: 'Reset Password' });
  return { ...app, fetchMock };
}

async function typePasswords(
  app: Awaited<ReturnType<typeof openReset>>,
  password: string,
  confirmation: string,
) {
  const newField = screen.getByLabelText('New Password');
  const confirmField = screen.getByLabelText('Confirm New Password');
  await app.user.clear(newField);
  await app.user.clear(confirmField);
  if (password) await app.user.type(newField, password);
  if (confirmation) await app.user.type(confirmField, confirmation);
}

describe('reset password page', () => {
  it('keeps submit disabled while empty, mismatched or shorter than 6 characters', async () => {
    const app = await openReset();
    expect(submit()).toBeDisabled();

    await typePasswords(app, STRONG, '');
    expect(submit()).toBeDisabled();

    await typePasswords(app, STRONG, `${STRONG}x`);
    expect(submit()).toBeDisabled();

    await typePasswords(app, 'Ab1!x', 'Ab1!x');
    expect(submit()).toBeDisabled();

    await typePasswords(app, 'Ab1!xy', 'Ab1!xy');
    expect(submit()).toBeEnabled();
  });

  it("hints 'Passwords match' or 'Passwords do not match' as the confirmation is typed", async () => {
    const app = await openReset();
    await typePasswords(app, STRONG, '');
    expect(main().queryByText('Passwords match')).not.toBeInTheDocument();

    await app.user.type(screen.getByLabelText('Confirm New Password'), 'N3w');
    expect(screen.getByLabelText('Confirm New Password')).toHaveAccessibleDescription(
      'Passwords do not match',
    );

    await app.user.type(screen.getByLabelText('Confirm New Password'), '!Secret');
    expect(screen.getByLabelText('Confirm New Password')).toHaveAccessibleDescription('Passwords match');
  });

  it('runs the password policy on submit and lists what is wrong, sending nothing', async () => {
    const app = await openReset();
    await typePasswords(app, 'abcdef', 'abcdef');

    await app.user.click(submit());

    const alert = main().getByRole('alert');
    expect(
      within(alert).getByText('Please ensure your password meets all security requirements'),
    ).toBeInTheDocument();
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Password must be at least 8 characters long',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one number',
      expect.stringMatching(/^Password must contain at least one special character/),
    ]);
    expect(app.fetchMock).not.toHaveBeenCalled();
  });

  it('on success shows the message and goes to /login after 3 seconds', async () => {
    const reply = deferredReply();
    const app = await openReset('/reset-password?token=reset-abc', reply.handler);
    await typePasswords(app, STRONG, STRONG);

    await app.user.click(submit());
    await waitFor(() => expect(requestsTo(app.fetchMock, RESET)).toHaveLength(1));
    // The clock is faked before the answer arrives, so the 3-second timer it starts is a fake one.
    vi.useFakeTimers();
    reply.release({ status: 200, body: { success: true, message: DONE } });
    await settle();

    expect(main().getByRole('status')).toHaveTextContent(DONE);
    expect(requestsTo(app.fetchMock, RESET)).toEqual([{ token: 'reset-abc', newPassword: STRONG }]);
    await elapse(2_900);
    expect(app.router.state.location.pathname).toBe('/reset-password');
    expect(app.router.state.navigation.state).toBe('idle');
    await elapse(100);
    expect(app.router.state.navigation.location?.pathname ?? app.router.state.location.pathname).toBe(
      '/login',
    );
    await vi.waitFor(() => expect(app.router.state.location.pathname).toBe('/login'), {
      // As long as Testing Library waits (setup-tests.ts): on a busy machine the page's first load takes seconds.
      timeout: 5_000,
    });
  });

  it("switches to the invalid-link screen when the server says 'Invalid or expired'", async () => {
    const message = 'Invalid or expired reset link. Please request a new one.';
    const app = await openReset('/reset-password?token=used', {
      status: 400,
      body: { success: false, error: message, code: 'INVALID_RESET_TOKEN' },
    });
    await typePasswords(app, STRONG, STRONG);

    await app.user.click(submit());

    expect(await main().findByRole('alert')).toHaveTextContent(message);
    expect(main().getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  });

  it("without a token shows the invalid state with 'No reset token provided'", async () => {
    const app = await openReset('/reset-password');

    expect(main().getByRole('alert')).toHaveTextContent(/^No reset token provided$/);
    expect(main().getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(app.fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's other errors with its list of broken rules, on the form", async () => {
    const app = await openReset('/reset-password?token=reset-abc', {
      status: 400,
      body: {
        success: false,
        error: 'Password requirements not met: Password is too common, please choose a more secure password',
        passwordErrors: ['Password is too common, please choose a more secure password'],
      },
    });
    await typePasswords(app, STRONG, STRONG);

    await app.user.click(submit());

    const alert = await main().findByRole('alert');
    expect(within(alert).getByText(/^Password requirements not met: /)).toBeInTheDocument();
    expect(within(alert).getByRole('listitem')).toHaveTextContent(
      'Password is too common, please choose a more secure password',
    );
    expect(screen.getByLabelText('New Password')).toBeInTheDocument();
  });

  it.each<[string, Handler, string]>([
    ['a fallback', { status: 500, body: null }, 'Failed to reset password'],
    [
      'the network message',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'Network error. Please try again.',
    ],
  ])('on failure without a reason shows %s', async (_case, handler, message) => {
    const app = await openReset('/reset-password?token=reset-abc', handler);
    await typePasswords(app, STRONG, STRONG);

    await app.user.click(submit());

    expect(await main().findByRole('alert')).toHaveTextContent(message);
    expect(main().getByRole('alert').textContent).toBe(message);
  });
});
