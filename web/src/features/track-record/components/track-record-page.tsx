// /track-record: what the shop seals each day of the showcase robot's record, and how anyone checks
// the seals by hand, without the shop's code, or with `npm run verify-track-record`.
import { siteConfig } from '../../../config/site';
import { formatDate } from '../../../lib/format';
import { useTrackRecord } from '../api/get-track-record';
import '../track-record.css';

function Command({ children }: { children: string }) {
  return (
    <pre>
      <code>{children}</code>
    </pre>
  );
}

function SealCount() {
  const { data, isError } = useTrackRecord();
  if (isError) return <p role="status">The seals could not be loaded right now.</p>;
  if (!data) return null;
  return (
    <p role="status">
      {data.days === 0 || !data.lastSealedAt
        ? 'No day is sealed yet.'
        : `${data.days} ${data.days === 1 ? 'day' : 'days'} sealed, from the UTC day ${data.seals[0]?.day}; last seal ${formatDate(data.lastSealedAt)}.`}
    </p>
  );
}

export default function TrackRecordPage() {
  const shop = window.location.origin;
  return (
    <article className="page container legal track-record">
      <title>{`Verifiable Track Record | ${siteConfig.productName}`}</title>
      <meta
        name="description"
        content="Every day of the showcase robot's results is sealed into a signed hash chain: check it yourself."
      />
      <div className="legal__header">
        <h1>Verifiable Track Record</h1>
        <div className="legal__summary">
          <p>
            The performance on the home page comes from the robot's own reports. Each day after it ends, the
            shop seals that day's record: a fingerprint of every deal and equity point, chained to the
            previous day's seal and signed. A record changed afterwards no longer matches its seal, and a seal
            cannot be forged or reordered without breaking the chain or the signature. You can check all of it
            with the public calls below and standard tools.
          </p>
          <SealCount />
        </div>
      </div>
      <div className="legal__body">
        <section className="legal__section">
          <h2>What is sealed</h2>
          <p>
            One seal per UTC day, from the first day the showcase account reported anything. A day is sealed
            at least an hour after it ends, once the robot has reported something from after it (a robot back
            from being offline first sends what it missed). A day without trades or reports is sealed too,
            with empty lists, so there are no gaps.
          </p>
          <p>
            The day's record is <code>{'{"day", "deals", "equity"}'}</code>: the day's closed deals (ticket,
            time, type, symbol, volume, price, profit, commission, swap, openTime), sorted by time then
            ticket, and its equity points (date, balance, equity), sorted by time: the data the performance
            figures are computed from. Never a licence key, a comment or anything about a person.
          </p>
          <p>
            It is written as canonical JSON: keys sorted alphabetically at every level, no spaces or line
            breaks, numbers as JavaScript writes them (<code>10024.8</code>, <code>-0.7</code>), times as ISO
            8601 in UTC, like <code>2026-11-20T09:00:00.000Z</code>. The seal holds:
          </p>
          <ul>
            <li>
              <code>digest</code>: the SHA-256 (hex) of the day's canonical record.
            </li>
            <li>
              <code>previousSealHash</code>: the previous seal's <code>sealHash</code>, <code>null</code> for
              the first seal.
            </li>
            <li>
              <code>sealHash</code>: the SHA-256 (hex) of the canonical JSON of{' '}
              <code>{'{day, digest, previousSealHash, sealedAt}'}</code>.
            </li>
            <li>
              <code>signature</code>: the Ed25519 signature (base64url) of the 64 characters of{' '}
              <code>sealHash</code>, by the key named in <code>keyId</code>.
            </li>
          </ul>
          <p>
            Seals are entries in the shop's append-only event log: they are written once and never recomputed.
          </p>
        </section>

        <section className="legal__section">
          <h2>Check it with one command</h2>
          <p>
            With Node.js 20 or later and the shop's source code, this fetches every seal, recomputes every
            digest, checks the chain and every signature, prints one line per day and stops at the first
            failure:
          </p>
          <Command>{`npm run verify-track-record -- ${shop}`}</Command>
        </section>

        <section className="legal__section">
          <h2>Check it by hand</h2>
          <ol>
            <li>
              Fetch the seals, oldest first, and the public keys (a JWK set: <code>kty</code> OKP,{' '}
              <code>crv</code> Ed25519, <code>x</code> the public key in base64url, <code>kid</code> its id):
              <Command>{`curl -s ${shop}/api/track-record\ncurl -s ${shop}/api/track-record/keys`}</Command>
            </li>
            <li>
              For each seal, fetch its day's record. The body is the canonical text itself, so its SHA-256
              must equal the seal's <code>digest</code>:
              <Command>{`curl -s ${shop}/api/track-record/days/2026-11-20 | sha256sum`}</Command>
              To rebuild the canonical text from the parsed record yourself, <code>jq -jcS .</code> sorts the
              keys and drops the spaces.
            </li>
            <li>
              Recompute the seal's hash from its four fields, keys in this order, no spaces; it must equal{' '}
              <code>sealHash</code>:
              <Command>
                {`printf '%s' '{"day":"2026-11-20","digest":"<digest>","previousSealHash":"<previous sealHash>","sealedAt":"<sealedAt>"}' | sha256sum`}
              </Command>
              For the first seal, write <code>"previousSealHash":null</code> without quotes around null.
            </li>
            <li>
              Check the chain: the first seal's <code>previousSealHash</code> is null, every other one equals
              the <code>sealHash</code> of the seal before it, and each seal's day is the day after the
              previous one's.
            </li>
            <li>
              Check each signature with the key whose <code>kid</code> is the seal's <code>keyId</code>, for
              example with Node.js:
              <Command>
                {`node -e "const c = require('node:crypto');
const key = c.createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: '<x>' }, format: 'jwk' });
console.log(c.verify(null, Buffer.from('<sealHash>'), key, Buffer.from('<signature>', 'base64url')));"`}
              </Command>
              or with OpenSSL 3: the public key is the DER prefix <code>302a300506032b6570032100</code>{' '}
              followed by the 32 bytes of <code>x</code>; verify the 64 characters of <code>sealHash</code>{' '}
              with{' '}
              <code>
                openssl pkeyutl -verify -pubin -inkey key.pem -rawin -in seal-hash.txt -sigfile sig.bin
              </code>
              .
            </li>
          </ol>
          <p>
            If a digest differs, that day's record was changed after it was sealed; if a link or a signature
            fails, the seals themselves were changed. The key is derived from the shop's secret; when the
            secret is rotated the previous key stays published, so older seals keep verifying.
          </p>
        </section>
      </div>
    </article>
  );
}
