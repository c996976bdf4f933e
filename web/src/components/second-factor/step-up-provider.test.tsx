// Step-up for every API call: a 401 STEP_UP_REQUIRED opens 'Confirm it's you'; a confirmed second factor's
// fresh token replaces the session's and the call is sent once more; Cancel or Escape hands the refusal
// back to the screen that made the call.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../lib/api-client';
import { AuthProvider } from '../../lib/auth';
import { createQueryClient } from '../../lib/react-query';
import { type Handler, mockApi, requestsTo } from '../../testing/mock-api';
import { ADMIN_SESSION } from '../../testing/sessions';
import { StepUpProvider } from './step-up-provider';

const STEP_UP = {
  status: 401,
  body: {
    success: false,
    error: 'Confirm it is you: enter a code from your authenticator app.',
    code: 'STEP_UP_REQUIRED',
  },
};
const DELETED = { status: 200, body: { success: true, message: 'User deleted' } };
const SECURITY = (passkeys: object[]) => ({
  status: 200,
  body: {
    success: true,
    security: {
      totpEnabled: true,
      recoveryCodesLeft: 10,
      passkeys,
      secondFactorRequired: true,
      sessions: [],
      hasPassword: true,
    },
  },
});

/** A screen with one admin action, showing what its call answered. */
function DeleteScreen() {
  const [outcome, setOutcome] = useState('');
  const run = () =>
    apiClient.delete<{ message: string }>('/users/u2').then(
      (answer) => setOutcome(answer.message),
      (error: Error) => setOutcome(`Failed: ${error.message}`),
    );
  return (
    <>
      <button type="button" onClick={run}>
        Delete
      </button>
      <output>{outcome}</output>
    </>
  );
}

function openScreen(handlers: Record<string, Handler>) {
  localStorage.setItem('token', 'stale-session');
  const fetchMock = mockApi({
    'GET /api/users/me': { status: 200, body: ADMIN_SESSION },
    'GET /api/users/me/security': SECURITY([]),
    // The server wants a fresh second factor: only the token the confirmation gave passes.
    'DELETE /api/users/u2': ({ headers }) =>
      headers.get('Authorization') === 'Bearer fresh-session' ? DELETED : STEP_UP,
    ...handlers,
  });
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <AuthProvider>
          <StepUpProvider>
            <DeleteScreen />
          </StepUpProvider>
        </AuthProvider>
      ),
    },
  ]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { fetchMock, user: userEvent.setup() };
}

const deleteCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(([input, init]) => init?.method === 'DELETE' && String(input) === '/api/users/u2')
    .map(([, init]) => new Headers(init?.headers).get('Authorization'));

describe('step-up', () => {
  it('asks for a code, stores the fresh token and repeats the refused call once', async () => {
    const { fetchMock, user } = openScreen({
      'POST /api/users/me/second-factor': { status: 200, body: { success: true, token: 'fresh-session' } },
    });

    await user.click(screen.getByRole('button', { name: 'Delete' }));

    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    expect(dialog).toHaveTextContent('Confirm it is you: enter a code from your authenticator app.');
    expect(within(dialog).getByLabelText('Authentication code')).toHaveFocus();
    await user.type(within(dialog).getByLabelText('Authentication code'), '123456');

    expect(await screen.findByText('User deleted')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/users/me/second-factor')).toEqual([{ code: '123456' }]);
    expect(deleteCalls(fetchMock)).toEqual(['Bearer stale-session', 'Bearer fresh-session']);
    expect(localStorage.getItem('token')).toBe('fresh-session');
  });

  it('hands the original refusal back to the screen on Cancel, without repeating the call', async () => {
    const { fetchMock, user } = openScreen({});

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(
      await screen.findByText('Failed: Confirm it is you: enter a code from your authenticator app.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleteCalls(fetchMock)).toEqual(['Bearer stale-session']);
    expect(localStorage.getItem('token')).toBe('stale-session');
  });

  it('cancels on Escape too', async () => {
    const { fetchMock, user } = openScreen({});

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByRole('dialog', { name: "Confirm it's you" });
    await user.keyboard('{Escape}');

    expect(await screen.findByText(/^Failed: Confirm it is you/)).toBeInTheDocument();
    expect(deleteCalls(fetchMock)).toHaveLength(1);
  });

  it('keeps the dialog open on a wrong code, in the server words with the tries left', async () => {
    const { fetchMock, user } = openScreen({
      'POST /api/users/me/second-factor': {
        status: 401,
        body: {
          success: false,
          error: 'Invalid authentication code',
          code: 'TWO_FACTOR_CODE_INVALID',
          attemptsLeft: 2,
        },
      },
    });

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    await user.type(within(dialog).getByLabelText('Authentication code'), '000000');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Invalid authentication code. 2 attempts left.',
    );
    expect(deleteCalls(fetchMock)).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('repeats the call only once: a second refusal is the screen’s to show', async () => {
    const { fetchMock, user } = openScreen({
      'POST /api/users/me/second-factor': { status: 200, body: { success: true, token: 'other-session' } },
    });

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    await user.click(within(dialog).getByRole('button', { name: 'Use a recovery code' }));
    await user.type(within(dialog).getByLabelText('Recovery code'), 'abcde-12345');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText(/^Failed: Confirm it is you/)).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/users/me/second-factor')).toEqual([
      { recoveryCode: 'abcde-12345' },
    ]);
    expect(deleteCalls(fetchMock)).toEqual(['Bearer stale-session', 'Bearer other-session']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers a passkey to an account that has one', async () => {
    const { user } = openScreen({
      'GET /api/users/me/security': SECURITY([
        { id: 'p1', name: 'Laptop', createdAt: '2026-11-01T12:00:00.000Z', lastUsedAt: null },
      ]),
    });

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });

    expect(await within(dialog).findByRole('button', { name: 'Use a passkey' })).toBeEnabled();
  });

  it('waits in one dialog for calls refused together', async () => {
    const { fetchMock, user } = openScreen({
      'POST /api/users/me/second-factor': { status: 200, body: { success: true, token: 'fresh-session' } },
    });

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialogs = await screen.findAllByRole('dialog', { name: "Confirm it's you" });
    expect(dialogs).toHaveLength(1);
    await user.type(within(dialogs[0]!).getByLabelText('Authentication code'), '123456');

    await waitFor(() => expect(deleteCalls(fetchMock)).toHaveLength(4));
    expect(requestsTo(fetchMock, 'POST /api/users/me/second-factor')).toHaveLength(1);
  });
});
