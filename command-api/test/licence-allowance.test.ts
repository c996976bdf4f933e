// The owner's allowance of account-number changes as the API tells it: the configured
// ACCOUNT_CHANGE_ALLOWANCE (here 5, not the default 3) beside what is left, on the licence and its history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, signUp, signUpAdmin } from './helpers/sessions.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const ALLOWANCE = 5;

let t: TestApp;
let admin: Session;
let owner: Session;

beforeAll(async () => {
  t = await createTestApp({ env: { ACCOUNT_CHANGE_ALLOWANCE: String(ALLOWANCE) } });
  [admin, owner] = await Promise.all([signUpAdmin(t, 'boss'), signUp(t, 'owner')]);
}, 60_000);
afterAll(async () => t?.close());

describe('account-number change allowance', () => {
  it('sends the configured allowance with what is left, on the licence, the change and the history', async () => {
    const issued = await t.app.inject({
      method: 'POST',
      url: '/api/licenses',
      headers: admin.auth,
      payload: { userId: owner.id, accountNumber: 9100 },
    });
    expect(issued.json().license).toMatchObject({ changesRemaining: ALLOWANCE, changesAllowed: ALLOWANCE });
    const licenceId = issued.json().license._id;

    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/licenses/${licenceId}/account-number`,
      headers: owner.auth,
      payload: { accountNumber: 9101 },
    });
    expect(changed.json().license).toMatchObject({
      changesRemaining: ALLOWANCE - 1,
      changesAllowed: ALLOWANCE,
    });

    await expect
      .poll(async () => {
        const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: owner.auth });
        const { changesRemaining, changesAllowed } = me.json().licenses[0] ?? {};
        return { changesRemaining, changesAllowed };
      })
      .toEqual({ changesRemaining: ALLOWANCE - 1, changesAllowed: ALLOWANCE });
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/licenses/${licenceId}/account-history`,
      headers: owner.auth,
    });
    expect(history.json()).toMatchObject({ changesRemaining: ALLOWANCE - 1, changesAllowed: ALLOWANCE });
  });
});
