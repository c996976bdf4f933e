import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionTokens } from './sessions.js';

const key = new Uint8Array(32).fill(7);
const otherKey = new Uint8Array(32).fill(9);
const claims = { userId: '0b9e8f0e-6f7c-4c1a-9d57-2f0d3c1b6a11', generation: 3 };

afterEach(() => {
  vi.useRealTimers();
});

describe('session tokens', () => {
  it('accepts a token again from memory until it expires, and then never', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
    const sessions = createSessionTokens(key, 'http://shop.test', 1);
    const token = await sessions.issue(claims, new Date());
    expect(await sessions.verify(token)).toEqual(claims);
    expect(await sessions.verify(token)).toEqual(claims);

    vi.setSystemTime(new Date('2026-11-25T10:59:59Z'));
    expect(await sessions.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-25T11:00:00Z'));
    expect(await sessions.verify(token)).toBeUndefined();
    expect(await sessions.verify(token)).toBeUndefined();
  });

  it('refuses a changed token even after the original was accepted', async () => {
    const sessions = createSessionTokens(key, 'http://shop.test', 1);
    const token = await sessions.issue(claims, new Date());
    expect(await sessions.verify(token)).toEqual(claims);
    const [header, payload, signature] = token.split('.');
    const other = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), gen: 4 }),
    );
    expect(await sessions.verify(`${header}.${other.toString('base64url')}.${signature}`)).toBeUndefined();
    expect(await sessions.verify(`${token}x`)).toBeUndefined();
    const forged = await createSessionTokens(otherKey, 'http://shop.test', 1).issue(claims, new Date());
    expect(await sessions.verify(forged)).toBeUndefined();
  });

  it("carries the session's id and its last second-factor time", async () => {
    const sessions = createSessionTokens(key, 'http://shop.test', 1);
    const withFactor = { ...claims, sessionId: 'session-1', secondFactorAt: 1_795_000_000 };
    expect(await sessions.verify(await sessions.issue(withFactor, new Date()))).toEqual(withFactor);
  });
});
