// Small helpers of the log generator: a seeded random source (the same log every run), draws, and
// an event stamped with its metadata the way the API stamps it.
import type { Actor } from '@shop/domain';
import { newId } from '@shop/infra';
import type { LogEvent } from './log-writer.js';

export type Random = () => number;

/** mulberry32: fast, seeded, good enough for a synthetic workload. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** How many times something with this mean rate happens today (the fraction decided by a draw). */
export const times = (rate: number, random: Random) => Math.floor(rate) + (random() < rate % 1 ? 1 : 0);

export const pick = <T>(list: readonly T[], random: Random): T => list[Math.floor(random() * list.length)]!;

export function stamp(streamId: string, type: string, data: object, actor: Actor, at: number): LogEvent {
  const metadata = {
    actor,
    correlationId: newId(),
    causationId: null,
    occurredAt: new Date(at).toISOString(),
  };
  return { streamId, type, data, metadata, at };
}
