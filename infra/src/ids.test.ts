import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deterministicId, newId } from './ids.js';

describe('newId', () => {
  it('makes RFC 9562 version 7 UUIDs carrying the time they were made', () => {
    const before = Date.now();
    const id = newId();
    const after = Date.now();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(z.uuid().safeParse(id).success).toBe(true);
    const madeAt = Number.parseInt(id.slice(0, 8) + id.slice(9, 13), 16);
    expect(madeAt).toBeGreaterThanOrEqual(before);
    expect(madeAt).toBeLessThanOrEqual(after);
  });

  it('sorts ids made in later milliseconds after earlier ones, and never repeats', async () => {
    const first = newId();
    const startedAt = Date.now();
    while (Date.now() === startedAt) await new Promise((resolve) => setImmediate(resolve));
    const later = newId();
    expect(later > first).toBe(true);
    const many = Array.from({ length: 10_000 }, newId);
    expect(new Set(many).size).toBe(many.length);
  });
});

describe('deterministicId', () => {
  it('is a version 5 UUID, the same for the same name', () => {
    const id = deterministicId('deal:licence-1:42');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(deterministicId('deal:licence-1:42')).toBe(id);
    expect(deterministicId('deal:licence-1:43')).not.toBe(id);
  });
});
