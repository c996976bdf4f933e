import { describe, expect, it } from 'vitest';
import { deterministicId, newId } from './ids.js';

describe('newId', () => {
  it('makes random (version 4) UUIDs that do not repeat', () => {
    const many = Array.from({ length: 10_000 }, newId);
    for (const id of many.slice(0, 10)) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
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
