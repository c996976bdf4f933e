// The cookie that carries a Google sign-in through Google's pages and back: the PKCE verifier, state
// and nonce, signed so the browser cannot edit them, and expiring.
import fastifyCookie from '@fastify/cookie';
import { z } from 'zod';

/** What the browser carries through Google's pages, signed so it cannot be edited. */
export interface PendingSignIn {
  verifier: string;
  state: string;
  nonce: string;
  /** Epoch milliseconds; checked here too, because a cookie's max-age is only the browser's promise. */
  expiresAt: number;
}

const pendingSchema = z.object({
  verifier: z.string(),
  state: z.string(),
  nonce: z.string(),
  expiresAt: z.number(),
});

/** Seals and opens the round-trip cookie; exported so tests can build one exactly as the routes do. */
export function signInCookieCodec(secret: string) {
  const signer = fastifyCookie.signerFactory(secret);
  return {
    seal: (pending: PendingSignIn) => signer.sign(Buffer.from(JSON.stringify(pending)).toString('base64url')),
    open(sealed: string | undefined, now: Date): PendingSignIn | undefined {
      const unsigned = sealed ? signer.unsign(sealed) : undefined;
      if (!unsigned?.valid) return undefined;
      try {
        const pending = pendingSchema.parse(JSON.parse(Buffer.from(unsigned.value, 'base64url').toString()));
        return pending.expiresAt > now.getTime() ? pending : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
