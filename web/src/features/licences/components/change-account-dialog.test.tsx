// The owner's Change Account Number dialog (spec §4 Account-number changes, §5 Change account number,
// §8 Account number): the allowance, both validation messages, success replacing the card, each failure,
// the trimmed reason, the history, and the dialog's keyboard behaviour.
import { LICENCE_MESSAGES } from '@shop/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Handler, mockApi, requestsTo } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { aLicence, meWith, TRADER } from '../../../testing/trader-fixtures';

const KEY = 'ABCDE-FGHJK-MNPQR-STUVW';
const LICENCE_ID = '5a3e7f10-2b4c-4d6e-8f90-a1b2c3d4e5f6';
const CHANGE = `PATCH /api/licenses/${LICENCE_ID}/account-number`;
const HISTORY = `GET /api/licenses/${LICENCE_ID}/account-history`;
const card = () => screen.getByRole('article', { name: KEY });
const dialog = () => within(screen.getByRole('dialog', { name: 'Change Account Number' }));
const newNumber = () => dialog().getByLabelText('New Account Number');
const submit = () => dialog().getByRole('button', { name: 'Change Account Number' });

const emptyHistory: Handler = { status: 200, body: { success: true, history: [], changesRemaining: 3 } };

async function openChange(licence = aLicence(), handlers: Record<string, Handler> = {}) {
  localStorage.setItem('token', 'session-token');
  const fetchMock = mockApi({ 'GET /api/users/me': meWith([licence]), [HISTORY]: emptyHistory, ...handlers });
  const app = renderApp(['/dashboard']);
  await app.user.click(
    await within(await screen.findByRole('article', { name: KEY })).findByRole('button', { name: 'Change' }),
  );
  await screen.findByRole('dialog', { name: 'Change Account Number' });
  return { ...app, fetchMock };
}

describe('change account number (owner)', () => {
  it('opens as a modal dialog on the licence, focused on the new number, showing the current one', async () => {
    await openChange();

    const modal = screen.getByRole('dialog', { name: 'Change Account Number' });
    expect(modal).toHaveAttribute('aria-modal', 'true');
    expect(newNumber()).toHaveFocus();
    expect(modal).toHaveTextContent('Current account number: 12345678');
    expect(dialog().getByLabelText('Reason (optional)')).toBeInTheDocument();
    // With the whole allowance left nothing is counted out yet.
    expect(modal).not.toHaveTextContent(/remaining/);
  });

  it.each([2, 1])("says '%i remaining' once the allowance is below 3", async (left) => {
    await openChange(aLicence({ changesRemaining: left, accountNumberChanges: 3 - left }));

    expect(dialog().getByText(`${left} remaining`)).toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });

  it.each([
    [5, 0, false],
    [4, 1, true],
    [3, 2, true],
  ])('counts against the allowance the server sends (5): %i left', async (left, used, counted) => {
    await openChange(aLicence({ changesAllowed: 5, changesRemaining: left, accountNumberChanges: used }));

    if (counted) expect(dialog().getByText(`${left} remaining`)).toBeInTheDocument();
    else expect(screen.getByRole('dialog')).not.toHaveTextContent(/remaining/);
  });

  it('at zero disables the form, tells the person to contact an admin, and sends nothing', async () => {
    const { user, fetchMock } = await openChange(aLicence({ changesRemaining: 0, accountNumberChanges: 3 }));

    expect(dialog().getByText('0 remaining')).toBeInTheDocument();
    expect(dialog().getByText(LICENCE_MESSAGES.noChangesLeft)).toBeInTheDocument();
    expect(LICENCE_MESSAGES.noChangesLeft).toMatch(/contact an admin/);
    expect(newNumber()).toBeDisabled();
    expect(dialog().getByLabelText('Reason (optional)')).toBeDisabled();
    expect(submit()).toBeDisabled();

    await user.click(submit());
    expect(requestsTo(fetchMock, CHANGE)).toEqual([]);
  });

  it.each([
    ['', 'Please enter a valid account number'],
    ['12ab', 'Please enter a valid account number'],
    ['0', 'Please enter a valid account number'],
    ['123.5', 'Please enter a valid account number'],
    ['12345678', 'New account number must be different from current account number'],
    [' 12345678 ', 'New account number must be different from current account number'],
  ])("refuses %o with '%s' and sends nothing", async (typed, message) => {
    const { user, fetchMock } = await openChange();

    if (typed) await user.type(newNumber(), typed);
    await user.click(submit());

    expect(newNumber()).toHaveAccessibleDescription(message);
    expect(newNumber()).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(fetchMock, CHANGE)).toEqual([]);
  });

  it('sends the number and the trimmed reason, shows success, and replaces the licence on the card', async () => {
    const changed = aLicence({
      accountNumber: 87654321,
      accountNumberChanges: 1,
      changesRemaining: 2,
      updatedAt: '2026-03-15T12:00:00.000Z',
    });
    let historyCalls = 0;
    const { user, fetchMock } = await openChange(aLicence(), {
      [CHANGE]: {
        status: 200,
        body: {
          success: true,
          license: changed,
          changesRemaining: 2,
          message: 'Account number changed successfully',
        },
      },
      [HISTORY]: () => {
        historyCalls += 1;
        return historyCalls === 1
          ? emptyHistory
          : {
              status: 200,
              body: {
                success: true,
                changesRemaining: 2,
                history: [
                  {
                    accountNumber: 87654321,
                    previousAccountNumber: 12345678,
                    changedBy: 'user',
                    changedByUsername: TRADER.username,
                    reason: 'Moved to a new broker',
                    changedAt: '2026-03-15T12:00:00.000Z',
                  },
                ],
              },
            };
      },
    });
    expect(await dialog().findByText('No account number changes yet')).toBeInTheDocument();

    await user.type(newNumber(), '87654321');
    await user.type(dialog().getByLabelText('Reason (optional)'), '   Moved to a new broker  ');
    await user.click(submit());

    expect(await dialog().findByRole('status')).toHaveTextContent(/^Account number changed successfully$/);
    expect(requestsTo(fetchMock, CHANGE)).toEqual([
      { accountNumber: 87654321, reason: 'Moved to a new broker' },
    ]);
    const call = fetchMock.mock.calls.find(([input, init]) => `${init?.method} ${String(input)}` === CHANGE);
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer session-token');
    // The dialog follows the replaced licence: new current number, the allowance counted down, fields cleared.
    expect(screen.getByRole('dialog')).toHaveTextContent('Current account number: 87654321');
    expect(dialog().getByText('2 remaining')).toBeInTheDocument();
    expect(newNumber()).toHaveValue('');
    // The history is fetched again and shows the change.
    const history = await dialog().findByRole('list', { name: 'Account number changes' });
    expect(history).toHaveTextContent('12345678 → 87654321');
    expect(history).toHaveTextContent('by trader1 (user)');
    expect(history).toHaveTextContent('Reason: Moved to a new broker');

    await user.click(dialog().getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const accountNumber = within(card()).getByText('Account Number', { selector: 'dt' }).nextElementSibling;
    expect(accountNumber).toHaveTextContent(/^87654321Change$/);
    expect(
      within(card()).getByText('Times Changed', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent(/^1$/);
    expect(within(card()).getByText('Last Updated', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'Mar 15, 2026',
    );
  });

  it('sends a blank reason as null', async () => {
    const { user, fetchMock } = await openChange(aLicence(), {
      [CHANGE]: { status: 500, body: null },
    });

    await user.type(newNumber(), '87654321');
    await user.type(dialog().getByLabelText('Reason (optional)'), '    ');
    await user.click(submit());

    await waitFor(() =>
      expect(requestsTo(fetchMock, CHANGE)).toEqual([{ accountNumber: 87654321, reason: null }]),
    );
  });

  it.each([
    [
      "the server's error",
      {
        status: 409,
        body: { success: false, error: 'No changes left on this licence', code: 'NO_CHANGES_LEFT' },
      },
      'No changes left on this licence',
    ],
    [
      "'Failed to change account number' without one",
      { status: 500, body: null },
      'Failed to change account number',
    ],
  ])('shows %s when the change is refused', async (_, reply, message) => {
    const { user } = await openChange(aLicence(), { [CHANGE]: reply });

    await user.type(newNumber(), '87654321');
    await user.click(submit());

    expect(await dialog().findByRole('alert')).toHaveTextContent(new RegExp(`^${message}$`));
    expect(
      within(card()).getByText('Account Number', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent(/^12345678Change$/);
  });

  it('says so when the change gets no answer', async () => {
    const { user } = await openChange(aLicence(), {
      [CHANGE]: () => {
        throw new TypeError('Failed to fetch');
      },
    });

    await user.type(newNumber(), '87654321');
    await user.click(submit());

    expect(await dialog().findByRole('alert')).toHaveTextContent(
      /^An error occurred while changing the account number$/,
    );
  });

  it('closes on Escape and gives focus back to the Change button', async () => {
    const { user } = await openChange();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Change' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = await openChange();
    const close = dialog().getByRole('button', { name: 'Close' });

    await user.tab(); // reason
    await user.tab(); // submit
    expect(submit()).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(submit()).toHaveFocus();
  });
});
