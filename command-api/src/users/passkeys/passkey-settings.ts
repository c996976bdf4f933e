// The owner's passkeys: registering one (a WebAuthn ceremony whose challenge is used once), renaming
// and removing it. Each change is a command on the user's stream; the credential's owner reservation
// follows registration and removal.
import { DomainError, hasSecondFactor, type Passkey, type UserCommand, userError } from '@shop/domain';
import { type EventMetadata, newId, releaseAfterRefusal } from '@shop/infra';
import { PASSKEY_MESSAGES, type RegistrationCredential } from '../../contracts/passkeys.js';
import { type AccountDependencies, runOnUser } from '../accounts.js';
import type { AccountSecurity, CallerSession } from '../two-factor/account-security.js';
import type { SignInChallenges } from '../two-factor/sign-in-challenges.js';
import type { PasskeyOwners } from './passkey-owners.js';
import type { RelyingParty } from './relying-party.js';

export interface PasskeyDependencies extends AccountDependencies {
  challenges: SignInChallenges;
  accountSecurity: AccountSecurity;
  relyingParty: RelyingParty;
  owners: PasskeyOwners;
}

/** A signed-in owner's ceremony that did not verify: the session itself is fine, so 400. */
export const ceremonyRefused = () =>
  new DomainError('PASSKEY_INVALID', PASSKEY_MESSAGES.invalid, 'validation');

export const passkeyView = (passkey: Passkey) => ({
  id: passkey.passkeyId,
  name: passkey.name,
  createdAt: passkey.createdAt,
  lastUsedAt: passkey.lastUsedAt,
});

const epochSeconds = (at: Date) => Math.floor(at.getTime() / 1000);

export function createPasskeySettings(deps: PasskeyDependencies) {
  const { store, clock, sessions, challenges, accountSecurity, relyingParty, owners } = deps;

  async function registrationOptions(userId: string) {
    const user = await accountSecurity.activeUser(userId);
    const options = await relyingParty.registrationOptions(user);
    const { token } = await challenges.issue({
      kind: 'passkey-registration',
      userId,
      webauthnChallenge: options.challenge,
    });
    return { passkeyToken: token, options };
  }

  async function register(
    caller: CallerSession,
    passkeyToken: string,
    name: string,
    credential: RegistrationCredential,
    metadata: EventMetadata,
  ) {
    const { userId } = caller;
    const ceremony = await challenges.consume(passkeyToken, 'passkey-registration');
    if (!ceremony?.webauthnChallenge || ceremony.userId !== userId) throw ceremonyRefused();
    const verified = await relyingParty.verifyRegistration(credential, ceremony.webauthnChallenge);
    if (!verified) throw ceremonyRefused();
    const hadSecondFactor = hasSecondFactor(await accountSecurity.activeUser(userId));

    const claim = await owners.claim(verified.credentialId, userId, metadata);
    if (!claim.claimed) throw userError.passkeyExists();
    const at = clock();
    const passkeyId = newId();
    const command: UserCommand = {
      type: 'RegisterPasskey',
      data: { passkeyId, ...verified, name, now: at.toISOString() },
    };
    const result = await runOnUser(store, userId, command, metadata).catch(async (error: unknown) => {
      const reservation = owners.reservationOf(verified.credentialId);
      await releaseAfterRefusal(store, reservation, userId, claim, metadata, error);
      throw error;
    });
    if (result.state.status !== 'active') throw userError.notFound();
    const passkey = result.state.passkeys.find((candidate) => candidate.passkeyId === passkeyId)!;

    // Registering proves the new passkey, not a factor the account already had: the session counts as
    // having proved one now only if it had already proved one, or the account had none to prove.
    const provedNow = caller.secondFactorAt !== undefined || !hadSecondFactor;
    const token = await sessions.issue(
      {
        userId,
        generation: result.state.sessionGeneration,
        sessionId: caller.sessionId,
        secondFactorAt: provedNow ? epochSeconds(at) : caller.secondFactorAt,
      },
      at,
    );
    return { passkey: passkeyView(passkey), token };
  }

  async function rename(userId: string, passkeyId: string, name: string, metadata: EventMetadata) {
    const command: UserCommand = {
      type: 'RenamePasskey',
      data: { passkeyId, name, now: clock().toISOString() },
    };
    const result = await runOnUser(store, userId, command, metadata);
    const passkey =
      result.state.status === 'active'
        ? result.state.passkeys.find((candidate) => candidate.passkeyId === passkeyId)
        : undefined;
    if (!passkey) throw userError.passkeyNotFound();
    return passkeyView(passkey);
  }

  async function remove(userId: string, passkeyId: string, metadata: EventMetadata) {
    const user = await accountSecurity.activeUser(userId);
    const passkey = user.passkeys.find((candidate) => candidate.passkeyId === passkeyId);
    if (!passkey) throw userError.passkeyNotFound();
    const command: UserCommand = { type: 'RemovePasskey', data: { passkeyId, now: clock().toISOString() } };
    await runOnUser(store, userId, command, metadata);
    await owners.release(passkey.credentialId, userId, metadata);
  }

  return { registrationOptions, register, rename, remove };
}

export type PasskeySettings = ReturnType<typeof createPasskeySettings>;
