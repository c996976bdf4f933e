// Reset two-factor: offered in the More menu only for people who have a second factor, confirmed in a
// dialog that names them, and told in a notice; their row then says 2FA No.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestsTo } from '../../../testing/mock-api';
import { openUsers, userRow } from '../testing/open-users';
import { aUser, BOSS } from '../testing/user-fixtures';

const SECURED = aUser({
  _id: 'u-2fa',
  username: 'secured',
  email: 'secured@example.com',
  twoFactorEnabled: true,
});
const RESET_CALL = 'POST /api/users/u-2fa/two-factor/reset';

async function chooseReset(app: Awaited<ReturnType<typeof openUsers>>) {
  await app.user.click(userRow('secured').getByRole('button', { name: 'More actions for secured' }));
  await app.user.click(screen.getByRole('menuitem', { name: 'Reset two-factor' }));
  return within(await screen.findByRole('dialog', { name: 'Reset two-factor' }));
}

describe('reset two-factor', () => {
  it('is offered only for users with a second factor', async () => {
    await openUsers([BOSS, SECURED]);

    expect(userRow('secured').getByRole('cell', { name: 'Yes' })).toBeInTheDocument();
    expect(userRow('boss').queryByRole('button', { name: /^More actions/ })).not.toBeInTheDocument();
  });

  it('confirms naming the user, resets, and tells the server message', async () => {
    const app = await openUsers([BOSS, SECURED], {
      [RESET_CALL]: { status: 200, body: { success: true, message: 'Two-factor authentication reset' } },
    });

    const dialog = await chooseReset(app);
    expect(dialog.getByText(/^Reset two-factor authentication for secured\?/)).toBeInTheDocument();
    await app.user.click(dialog.getByRole('button', { name: 'Reset two-factor' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Two-factor authentication reset')).toBeInTheDocument();
    expect(requestsTo(app.fetchMock, RESET_CALL)).toHaveLength(1);
    expect(userRow('secured').getByRole('cell', { name: 'No' })).toBeInTheDocument();
  });

  it('sends nothing on Cancel', async () => {
    const app = await openUsers([SECURED]);

    const dialog = await chooseReset(app);
    await app.user.click(dialog.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo(app.fetchMock, RESET_CALL)).toEqual([]);
  });

  it("keeps the dialog open with the server's words when the reset is refused", async () => {
    const app = await openUsers([SECURED], {
      [RESET_CALL]: {
        status: 404,
        body: { success: false, error: 'User not found', code: 'USER_NOT_FOUND' },
      },
    });

    const dialog = await chooseReset(app);
    await app.user.click(dialog.getByRole('button', { name: 'Reset two-factor' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent('User not found');
  });
});
