// Identifiers: random UUIDs for new things, name-based UUIDs (RFC 9562 v5) where a retry or a
// replay must produce the very same id, e.g. a reactor's command derived from its causing event.
import { createHash, randomUUID } from 'node:crypto';

export function newId(): string {
  return randomUUID();
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
