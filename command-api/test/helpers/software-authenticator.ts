// A passkey authenticator in software for API tests: an ES256 key pair (node:crypto), a 'none'
// attestation and signed assertions, with the client data a browser at the shop's origin would give.
// The counter and the signed challenge can be set by hand to play a cloned or replaying authenticator.
import {
  createHash,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  randomBytes,
  sign,
} from 'node:crypto';

type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;

/** Just enough CBOR (RFC 8949) for an attestation object and a COSE key. */
function cbor(value: Cbor): Buffer {
  const head = (major: number, length: number) => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 256) return Buffer.from([(major << 5) | 24, length]);
    const bytes = Buffer.alloc(3);
    bytes[0] = (major << 5) | 25;
    bytes.writeUInt16BE(length, 1);
    return bytes;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const entries = [...value].flatMap(([key, entry]) => [cbor(key), cbor(entry)]);
  return Buffer.concat([head(5, value.size), ...entries]);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer) => data.toString('base64url');

const USER_PRESENT = 0x01;
const USER_VERIFIED = 0x04;
const ATTESTED_CREDENTIAL = 0x40;

export interface SoftwarePasskey {
  credentialId: string;
  /** The user handle the shop gave at registration (base64url). */
  userHandle: string;
  privateKey: KeyObject;
  signCount: number;
}

export function createSoftwareAuthenticator(origin: string) {
  const rpIdHash = sha256(new URL(origin).hostname);
  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    /**
     * Answers creation options (PublicKeyCredentialCreationOptionsJSON) with a new key pair, or with
     * `again`'s, as an authenticator that ignores excludeCredentials would.
     */
    register(options: { challenge: string; user: { id: string } }, again?: SoftwarePasskey) {
      const privateKey = again?.privateKey ?? generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
      const jwk = createPublicKey(privateKey).export({ format: 'jwk' });
      const coseKey = new Map<number, Cbor>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]);
      const id = again ? Buffer.from(again.credentialId, 'base64url') : randomBytes(16);
      const length = Buffer.alloc(2);
      length.writeUInt16BE(id.length);
      const authData = Buffer.concat([
        rpIdHash,
        Buffer.from([USER_PRESENT | USER_VERIFIED | ATTESTED_CREDENTIAL]),
        Buffer.alloc(4),
        Buffer.alloc(16), // AAGUID: none
        length,
        id,
        cbor(coseKey),
      ]);
      const attestationObject = cbor(
        new Map<string, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      );
      const passkey: SoftwarePasskey = {
        credentialId: b64url(id),
        userHandle: options.user.id,
        privateKey,
        signCount: 0,
      };
      const credential = {
        id: passkey.credentialId,
        rawId: passkey.credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
      return { passkey, credential };
    },

    /** Signs request options (PublicKeyCredentialRequestOptionsJSON); the counter moves on by one unless given (a lower one is not kept). */
    authenticate(
      passkey: SoftwarePasskey,
      options: { challenge: string },
      signCount = passkey.signCount + 1,
    ) {
      passkey.signCount = Math.max(passkey.signCount, signCount);
      const counter = Buffer.alloc(4);
      counter.writeUInt32BE(signCount);
      const authData = Buffer.concat([rpIdHash, Buffer.from([USER_PRESENT | USER_VERIFIED]), counter]);
      const clientDataJSON = clientData('webauthn.get', options.challenge);
      const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), passkey.privateKey);
      return {
        id: passkey.credentialId,
        rawId: passkey.credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          userHandle: passkey.userHandle,
        },
        clientExtensionResults: {},
      };
    },
  };
}

export type SoftwareAuthenticator = ReturnType<typeof createSoftwareAuthenticator>;
