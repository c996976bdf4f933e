// Identifiers: time-ordered random UUIDs (RFC 9562 v7) for new things, name-based UUIDs (v5) where a
// retry or a replay must produce the very same id, e.g. a reactor's command derived from its causing event.
import { createHash, randomUUID } from 'node:crypto';

/**
 * A v7 UUID: the first 48 bits are the milliseconds since 1970, the other 74 are random, so it is as
 * unguessable as any id needs to be here, and ids made later sort later. That order is why: every
 * unique index on ids (the event store's `event_id`, the read models' keys) then grows at its right
 * edge, as a sequence does, instead of touching a random page of an index that outgrows memory as the
 * log grows. It does tell when the thing was made, which every screen that shows one tells anyway.
 */
export function newId(): string {
  // A v4 UUID's random bits and variant, with the time in place of its first 48 bits and version 7.
  const random = randomUUID();
  const time = Date.now().toString(16).padStart(12, '0');
  return `${time.slice(0, 8)}-${time.slice(8)}-7${random.slice(15)}`;
}

/** The project's namespace for name-based ids (itself a random v4 UUID, fixed forever). */
export const SHOP_NAMESPACE = '5b0b7a1e-93f4-4c5e-9d3c-0f2c8e4f6a71';

export function deterministicId(name: string, namespace: string = SHOP_NAMESPACE): string {
  const hash = createHash('sha1')
    .update(Buffer.from(namespace.replaceAll('-', ''), 'hex'))
    .update(name, 'utf8')
    .digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
