// Route samples of the passkey routes: well-formed answers from the software authenticator. Only the
// passwordless sign-in needs one that verifies (anything else there is a 401): a fresh account's passkey.
import { type Session, signUp } from '../helpers/sessions.js';
import { createSoftwareAuthenticator } from '../helpers/software-authenticator.js';
import type { Sample } from './route-samples.js';

const none: Sample = () => ({});
const sampleAuthenticator = createSoftwareAuthenticator('http://shop.test');

/** A passwordless sign-in's answer, signed by the passkey a fresh account just registered. */
const passkeySignIn: Sample = async (fx) => {
  const account = await signUp(fx.t, 'secpasskey');
  const call = async (url: string, auth?: Session['auth']) =>
    (
      await fx.t.app.inject({
        method: 'POST',
        url,
        payload: {},
        headers: auth,
        remoteAddress: fx.nextAddress(),
      })
    ).json();
  const creation = await call('/api/users/me/passkeys/options', account.auth);
  const { passkey, credential } = sampleAuthenticator.register(creation.options);
  await fx.t.app.inject({
    method: 'POST',
    url: '/api/users/me/passkeys',
    payload: { passkeyToken: creation.passkeyToken, name: 'Laptop', credential },
    headers: account.auth,
  });
  const request = await call('/api/users/login/passkey/options');
  return {
    body: {
      passkeyToken: request.passkeyToken,
      credential: sampleAuthenticator.authenticate(passkey, request.options),
    },
  };
};

export const PASSKEY_SAMPLES: Readonly<Record<string, Sample>> = {
  'POST /api/users/login/passkey/options': () => ({ body: {} }),
  'POST /api/users/login/passkey': passkeySignIn,
  'POST /api/users/me/passkeys/options': none,
  'POST /api/users/me/passkeys': () => ({
    body: {
      passkeyToken: 'not-a-real-token',
      name: 'Laptop',
      credential: sampleAuthenticator.register({ challenge: 'bm90LWEtY2hhbGxlbmdl', user: { id: 'dXNlcg' } })
        .credential,
    },
  }),
  'PATCH /api/users/me/passkeys/:passkeyId': () => ({
    params: { passkeyId: 'not-a-passkey' },
    body: { name: 'Laptop' },
  }),
  'DELETE /api/users/me/passkeys/:passkeyId': () => ({ params: { passkeyId: 'not-a-passkey' } }),
  'POST /api/users/me/second-factor/passkey/options': none,
  'POST /api/users/me/second-factor/passkey': () => {
    const { passkey } = sampleAuthenticator.register({ challenge: 'c2lnbi11cA', user: { id: 'dXNlcg' } });
    return {
      body: {
        passkeyToken: 'not-a-real-token',
        credential: sampleAuthenticator.authenticate(passkey, { challenge: 'c2lnbi11cA' }),
      },
    };
  },
};
