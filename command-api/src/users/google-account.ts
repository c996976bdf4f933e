// The account behind a Google sign-in: an existing account with Google's (verified) email is linked
// (the domain decides what the link takes from the account's earlier password and sessions),
// otherwise a Google account is registered with a username made from the profile. The session starts
// later, when the browser redeems its one-time code. The OpenID Connect exchange itself is in google.ts.
import { DomainError, type UserCommand } from '@shop/domain';
import type { EventMetadata, GlobalPosition } from '@shop/infra';
import { runOnUser } from './accounts.js';
import { findByEmail, loadUser } from './directory.js';
import { createRegistration } from './registration.js';
import { createSignIn, type SignInDependencies } from './sign-in.js';

export interface GoogleProfile {
  subject: string;
  email: string;
  emailVerified: boolean;
  name?: string;
}

/** `Jane Doe` / `jane.doe@gmail.com` → `jane.doe`, then `jane.doe4821` when taken. */
export function usernameFromProfile(profile: GoogleProfile, attempt: number): string {
  const source = profile.email.split('@')[0] ?? profile.name ?? 'trader';
  let base = source
    .replace(/[^A-Za-z0-9._-]/g, '')
    .replace(/^[^A-Za-z0-9]+/, '')
    .slice(0, 24);
  if (base.length < 3) base = `trader${base}`;
  return attempt === 0 ? base : `${base}${Math.floor(1000 + Math.random() * 9000)}`;
}

export function createGoogleAccounts(deps: SignInDependencies) {
  const { store, clock } = deps;
  const registration = createRegistration(deps);
  const { beginSession } = createSignIn(deps);

  /** The account Google vouched for, and where the log holds what was done to it (if anything was). */
  async function signInWithGoogle(
    profile: GoogleProfile,
    metadata: EventMetadata,
  ): Promise<{ userId: string; position?: GlobalPosition }> {
    if (!profile.emailVerified)
      throw new DomainError(
        'GOOGLE_EMAIL_NOT_VERIFIED',
        'Your Google email address is not verified',
        'forbidden',
      );
    const existing = await findByEmail(store, profile.email);
    if (existing) {
      const link: UserCommand = {
        type: 'LinkGoogleAccount',
        data: { googleSubject: profile.subject, now: clock().toISOString() },
      };
      const { position } = await runOnUser(store, existing, link, { ...metadata, actor: `user:${existing}` });
      return { userId: existing, position };
    }
    for (let attempt = 0; ; attempt += 1) {
      const username = usernameFromProfile(profile, attempt);
      try {
        const { userId } = await registration.register(
          {
            username,
            email: profile.email,
            password: null,
            googleSubject: profile.subject,
            emailVerified: true,
          },
          metadata,
        );
        return { userId };
      } catch (error) {
        if (!(error instanceof DomainError && error.code === 'USERNAME_TAKEN' && attempt < 5)) throw error;
      }
    }
  }

  /**
   * Once the browser has redeemed its code: records the login and issues the session token, or the
   * challenge of an account with a second factor.
   */
  async function startGoogleSession(userId: string, metadata: EventMetadata, userAgent: string | null) {
    const user = await loadUser(store, userId);
    if (user.status !== 'active')
      throw new DomainError('GOOGLE_SESSION_REFUSED', 'Google sign-in failed', 'unauthenticated');
    return beginSession(user, 'google', metadata, userAgent);
  }

  return { signInWithGoogle, startGoogleSession };
}

export type GoogleAccounts = ReturnType<typeof createGoogleAccounts>;
