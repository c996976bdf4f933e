// Checks a shop's public track record from its public calls alone: every seal's chain link, hash
// and Ed25519 signature (with the published JWK), and every sealed day's digest recomputed from
// the day's record as the shop serves it now. Stops at the first failure and says where.
import { createHash, createPublicKey, type JsonWebKey, verify } from 'node:crypto';
import { canonicalJson } from '@shop/domain';

interface PublishedSeal {
  day: string;
  digest: string;
  previousSealHash: string | null;
  sealedAt: string;
  sealHash: string;
  signature: string;
  keyId: string;
}

export interface VerifyReport {
  /** One line per sealed day, then the summary or the failure. */
  lines: string[];
  /** The first failure, e.g. "day 2026-11-20: digest differs"; undefined when everything checks. */
  failure: string | undefined;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export async function verifyTrackRecord(
  shopUrl: string,
  fetchFn: typeof fetch = fetch,
): Promise<VerifyReport> {
  const base = shopUrl.replace(/\/+$/, '');
  const lines: string[] = [];
  const fail = (failure: string): VerifyReport => ({ lines: [...lines, `FAILED ${failure}`], failure });
  const get = async (path: string) => {
    const response = await fetchFn(`${base}${path}`);
    return { status: response.status, text: await response.text() };
  };

  const list = await get('/api/track-record');
  if (list.status !== 200) return fail(`GET /api/track-record answered ${list.status}`);
  const { seals } = JSON.parse(list.text) as { seals: PublishedSeal[] };
  const published = await get('/api/track-record/keys');
  if (published.status !== 200) return fail(`GET /api/track-record/keys answered ${published.status}`);
  const keys = new Map(
    (JSON.parse(published.text) as { keys: (JsonWebKey & { kid: string })[] }).keys.map((jwk) => [
      jwk.kid,
      createPublicKey({ key: jwk, format: 'jwk' }),
    ]),
  );

  for (const [index, seal] of seals.entries()) {
    const number = index + 1;
    const previous = seals[index - 1];
    if (!previous && seal.previousSealHash !== null)
      return fail(`seal 1: the first seal has a previous hash`);
    if (previous && seal.previousSealHash !== previous.sealHash) {
      return fail(`seal ${number}: previous hash does not match seal ${number - 1}`);
    }
    if (previous && seal.day !== nextDay(previous.day)) {
      return fail(`seal ${number}: day ${seal.day} does not follow seal ${number - 1}'s day ${previous.day}`);
    }
    const { day, digest, previousSealHash, sealedAt } = seal;
    if (sha256(canonicalJson({ day, digest, previousSealHash, sealedAt })) !== seal.sealHash) {
      return fail(`seal ${number}: seal hash does not match its content`);
    }
    const key = keys.get(seal.keyId);
    if (!key) return fail(`seal ${number}: signed with key ${seal.keyId}, which is not published`);
    if (!verify(null, Buffer.from(seal.sealHash, 'ascii'), key, Buffer.from(seal.signature, 'base64url'))) {
      return fail(`seal ${number}: bad signature`);
    }
    const record = await get(`/api/track-record/days/${day}`);
    if (record.status !== 200) return fail(`day ${day}: record not served (HTTP ${record.status})`);
    if (sha256(record.text) !== digest) return fail(`day ${day}: digest differs`);
    const parsed = JSON.parse(record.text) as { day: string; deals: unknown[]; equity: unknown[] };
    if (parsed.day !== day || canonicalJson(parsed) !== record.text) {
      return fail(`day ${day}: the record is not the canonical record of that day`);
    }
    lines.push(
      `day ${day}: ok (seal ${number}, ${parsed.deals.length} deals, ${parsed.equity.length} equity points)`,
    );
  }
  lines.push(
    seals.length === 0
      ? 'No seals yet: nothing to verify.'
      : `Verified ${seals.length} sealed days, ${seals[0]!.day} to ${seals.at(-1)!.day}: chain intact, every digest and signature checks.`,
  );
  return { lines, failure: undefined };
}
