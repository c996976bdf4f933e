// The browser's half of a passkey ceremony, through SimpleWebAuthn: the server's options in, the signed
// answer out; a ceremony the person abandoned or the browser refused reads as one plain sentence.
import {
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser';

export const PASSKEY_NOT_USED = 'The passkey was not used. Try again or choose another way.';

/** A passkey ceremony that ended in the browser, before the server had a say. */
export class PasskeyCeremonyError extends Error {
  constructor() {
    super(PASSKEY_NOT_USED);
    this.name = 'PasskeyCeremonyError';
  }
}

export async function signWithPasskey(options: unknown): Promise<AuthenticationResponseJSON> {
  try {
    return await startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON });
  } catch {
    throw new PasskeyCeremonyError();
  }
}

export async function createPasskey(options: unknown): Promise<RegistrationResponseJSON> {
  try {
    return await startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON });
  } catch {
    throw new PasskeyCeremonyError();
  }
}
