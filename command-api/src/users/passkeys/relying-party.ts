// The shop as a WebAuthn relying party (through SimpleWebAuthn): its id is the host name of PUBLIC_URL,
// the only origin it accepts is that URL's. Builds the options of each ceremony and checks the
// browser's answers; an answer that does not verify is `undefined`, never an exception.

import type { Passkey } from '@shop/domain';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { AuthenticationCredential, RegistrationCredential } from '../../contracts/passkeys.js';

const RP_NAME = 'MT5 Robot';
/** How long the browser waits for the person; the challenge itself lives 5 minutes on the server. */
const CEREMONY_TIMEOUT_MS = 5 * 60_000;

/** A passkey as WebAuthn needs it to check a signature. */
export interface VerifiedCredential {
  credentialId: string;
  publicKey: string;
  signCount: number;
  transports: string[];
}

/** Options as plain JSON fields, the way the API's answer carries them to the browser. */
export type CeremonyOptions = { challenge: string; [field: string]: unknown };

const allowed = (passkeys: readonly Passkey[]) =>
  passkeys.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports }));

export function createRelyingParty(publicUrl: string) {
  const { hostname: rpID, origin } = new URL(publicUrl);

  return {
    /** Creation options for a new passkey of this account; its passkeys are excluded. */
    async registrationOptions(user: {
      userId: string;
      email: string;
      passkeys: readonly Passkey[];
    }): Promise<CeremonyOptions> {
      return {
        ...(await generateRegistrationOptions({
          rpName: RP_NAME,
          rpID,
          userID: new TextEncoder().encode(user.userId),
          userName: user.email,
          timeout: CEREMONY_TIMEOUT_MS,
          attestationType: 'none',
          excludeCredentials: allowed(user.passkeys),
          authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
        })),
      };
    },

    /**
     * Request options: with the account's passkeys, one of them as a second factor; without any, a
     * passkey the authenticator finds by itself, which must verify the person (it is both factors).
     */
    async authenticationOptions(passkeys?: readonly Passkey[]): Promise<CeremonyOptions> {
      return {
        ...(await generateAuthenticationOptions({
          rpID,
          timeout: CEREMONY_TIMEOUT_MS,
          ...(passkeys
            ? { allowCredentials: allowed(passkeys), userVerification: 'preferred' as const }
            : { userVerification: 'required' as const }),
        })),
      };
    },

    async verifyRegistration(
      response: RegistrationCredential,
      expectedChallenge: string,
    ): Promise<VerifiedCredential | undefined> {
      try {
        const { verified, registrationInfo } = await verifyRegistrationResponse({
          response: { ...response, clientExtensionResults: {} },
          expectedChallenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
          requireUserVerification: false,
        });
        if (!verified) return undefined;
        const { credential } = registrationInfo;
        return {
          credentialId: credential.id,
          publicKey: Buffer.from(credential.publicKey).toString('base64url'),
          signCount: credential.counter,
          transports: credential.transports ?? response.response.transports ?? [],
        };
      } catch {
        return undefined;
      }
    },

    /** The passkey's new signature counter when the answer is signed by it; undefined otherwise. */
    async verifyAuthentication(
      response: AuthenticationCredential,
      expectedChallenge: string,
      passkey: Passkey,
      requireUserVerification: boolean,
    ): Promise<number | undefined> {
      try {
        const { verified, authenticationInfo } = await verifyAuthenticationResponse({
          response: { ...response, clientExtensionResults: {} },
          expectedChallenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
          credential: {
            id: passkey.credentialId,
            publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
            counter: passkey.signCount,
            transports: passkey.transports,
          },
          requireUserVerification,
        });
        return verified ? authenticationInfo.newCounter : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

export type RelyingParty = ReturnType<typeof createRelyingParty>;
