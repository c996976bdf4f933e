// Signs and publishes the track-record seals: SHA-256 digests, the Ed25519 signature of a seal's
// hash, and the public keys as a JWK set a buyer verifies with.
import { createHash, sign } from 'node:crypto';
import { canonicalSeal, type Seal, type SealContent } from '@shop/domain';
import type { AppKeys, SigningKey } from './app-secret.js';

export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** The seal of `content`: its hash, and that hash's 64 ASCII characters signed with the key. */
export function signSeal(content: SealContent, key: SigningKey): Seal {
  const sealHash = sha256Hex(canonicalSeal(content));
  const signature = sign(null, Buffer.from(sealHash, 'ascii'), key.privateKey).toString('base64url');
  return { ...content, sealHash, signature, keyId: key.keyId };
}

export interface TrackRecordJwk {
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
  kid: string;
  use: 'sig';
  alg: 'EdDSA';
}

/** The current key and, while APP_SECRET is rotated, the previous one: old seals keep verifying. */
export function trackRecordJwks(keys: Pick<AppKeys, 'trackRecordSigning' | 'previous'>): TrackRecordJwk[] {
  const published = [keys.trackRecordSigning, ...(keys.previous ? [keys.previous.trackRecordSigning] : [])];
  return published.map(({ publicKey, keyId }) => ({
    kty: 'OKP',
    crv: 'Ed25519',
    x: publicKey.export({ format: 'jwk' }).x!,
    kid: keyId,
    use: 'sig',
    alg: 'EdDSA',
  }));
}
