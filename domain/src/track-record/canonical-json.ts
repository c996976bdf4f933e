// The canonical JSON of the track record: object keys sorted by code unit at every level, no
// whitespace, strings and numbers written as JSON.stringify writes them (RFC 8785 for this data).
// Anyone can rebuild the same bytes, e.g. with `jq -cS`, and so the same SHA-256.

/** Plain data only (objects, arrays, strings, finite numbers, booleans, null); throws on anything else. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    const members = Object.keys(object)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(object[key])}`);
    return `{${members.join(',')}}`;
  }
  if (typeof value === 'string' || typeof value === 'boolean' || value === null) return JSON.stringify(value);
  if (typeof value === 'number' && Number.isFinite(value)) return JSON.stringify(value);
  throw new Error(`${String(value)} has no canonical JSON form`);
}
