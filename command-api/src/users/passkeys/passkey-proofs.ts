// Using a passkey: as the second factor of a password (or Google) sign-in, alone for a passwordless
// sign-in (a discoverable passkey that verified the person proves both factors), and for a step-up.
// Each ceremony's WebAuthn challenge lives 5 minutes and is consumed by its first answer; a passkey
// that does not verify counts against the account's limit like a wrong code.
import { type ActiveUser, DomainError, isDomainError, type SecondFactorProof, userError } from '@shop/domain';
import type { EventMetadata } from '@shop/infra';
import type { AuthenticationCredential } from '../../contracts/passkeys.js';
import { ACCOUNT_MESSAGES } from '../../contracts/users.js';
import type { SignIn } from '../sign-in.js';
import type { CallerSession } from '../two-factor/account-security.js';
import type { Challenge } from '../two-factor/sign-in-challenges.js';
import { ceremonyRefused, type PasskeyDependencies } from './passkey-settings.js';

export interface PasskeyProofDependencies extends PasskeyDependencies {
  signIn: SignIn;
}

export function createPasskeyProofs(deps: PasskeyProofDependencies) {
  const { challenges, accountSecurity, relyingParty, owners, signIn } = deps;

  /** What the answer proves for `user`, signed by one of its passkeys; undefined when it does not verify. */
  async function proofOf(
    user: ActiveUser,
    ceremony: Challenge,
    credential: AuthenticationCredential,
    requireUserVerification = false,
  ): Promise<SecondFactorProof | undefined> {
    const passkey = user.passkeys.find((candidate) => candidate.credentialId === credential.id);
    if (!passkey || !ceremony.webauthnChallenge) return undefined;
    const signCount = await relyingParty.verifyAuthentication(
      credential,
      ceremony.webauthnChallenge,
      passkey,
      requireUserVerification,
    );
    return signCount === undefined
      ? undefined
      : { method: 'passkey', passkeyId: passkey.passkeyId, signCount };
  }

  /** Options for a sign-in: the second factor of `challengeToken`'s sign-in, or a passwordless one. */
  async function signInOptions(challengeToken?: string) {
    const user = challengeToken ? (await signIn.challengedAccount(challengeToken)).user : undefined;
    if (user && user.passkeys.length === 0) throw userError.passkeyNotFound();
    const options = await relyingParty.authenticationOptions(user?.passkeys);
    const { token } = await challenges.issue({
      kind: 'passkey-sign-in',
      userId: user?.userId ?? null,
      webauthnChallenge: options.challenge,
    });
    return { passkeyToken: token, options };
  }

  /** Finishes the sign-in waiting on `challengeToken` with one of the account's passkeys. */
  async function finishSignIn(
    passkeyToken: string,
    challengeToken: string,
    credential: AuthenticationCredential,
    metadata: EventMetadata,
  ) {
    const { user } = await signIn.challengedAccount(challengeToken);
    return accountSecurity.counted(user.userId, async () => {
      const ceremony = await challenges.consume(passkeyToken, 'passkey-sign-in');
      const proof = ceremony?.userId === user.userId ? await proofOf(user, ceremony, credential) : undefined;
      if (!proof) {
        await challenges.recordFailure(challengeToken);
        throw userError.passkeyInvalid();
      }
      return signIn.finishWithProof(challengeToken, user.userId, proof, metadata);
    });
  }

  /** A passwordless sign-in: the account is the one holding the credential, the passkey both factors. */
  async function signInAlone(
    passkeyToken: string,
    credential: AuthenticationCredential,
    metadata: EventMetadata,
    userAgent: string | null,
  ) {
    const ceremony = await challenges.consume(passkeyToken, 'passkey-sign-in');
    if (!ceremony || ceremony.userId !== null) throw userError.passkeyInvalid();
    const holding = await owners.accountHolding(credential.id);
    if (!holding) throw userError.passkeyInvalid();
    const { user } = holding;
    return accountSecurity.counted(user.userId, async () => {
      const proof = await proofOf(user, ceremony, credential, true);
      if (!proof) throw userError.passkeyInvalid();
      // As the password login: an address never confirmed does not sign in.
      if (!user.emailVerified) {
        throw new DomainError('EMAIL_NOT_VERIFIED', ACCOUNT_MESSAGES.emailNotVerified, 'forbidden', {
          emailVerificationRequired: true,
          email: user.email,
        });
      }
      return signIn.startSession(
        user.userId,
        'passkey',
        { ...metadata, actor: `user:${user.userId}` },
        { userAgent, secondFactor: proof },
      );
    });
  }

  async function stepUpOptions(userId: string) {
    const user = await accountSecurity.activeUser(userId);
    if (user.passkeys.length === 0) throw userError.passkeyNotFound();
    const options = await relyingParty.authenticationOptions(user.passkeys);
    const { token } = await challenges.issue({
      kind: 'passkey-step-up',
      userId,
      webauthnChallenge: options.challenge,
    });
    return { passkeyToken: token, options };
  }

  /** A step-up with a passkey: the caller's session with a fresh second-factor time. */
  async function stepUp(
    caller: CallerSession,
    passkeyToken: string,
    credential: AuthenticationCredential,
    metadata: EventMetadata,
  ) {
    return accountSecurity.counted(caller.userId, async () => {
      const ceremony = await challenges.consume(passkeyToken, 'passkey-step-up');
      const user = await accountSecurity.activeUser(caller.userId);
      const proof = ceremony?.userId === user.userId ? await proofOf(user, ceremony, credential) : undefined;
      if (!proof) throw ceremonyRefused();
      // The domain refuses a counter that did not move on; the caller's session is fine all the same.
      return accountSecurity.recordStepUp(caller, proof, metadata).catch((error: unknown) => {
        throw isDomainError(error) && error.code === 'PASSKEY_INVALID' ? ceremonyRefused() : error;
      });
    });
  }

  return { signInOptions, finishSignIn, signInAlone, stepUpOptions, stepUp };
}

export type PasskeyProofs = ReturnType<typeof createPasskeyProofs>;
