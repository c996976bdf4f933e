// A place in the global log. PostgreSQL: (transaction id, global position); EventStoreDB: (commit, prepare).
// Both order lexicographically, so one type and one comparison serve both adapters.

export interface GlobalPosition {
  readonly commit: bigint;
  readonly prepare: bigint;
}

/** Before the first event: reading "after START" reads everything. */
export const START: GlobalPosition = Object.freeze({ commit: 0n, prepare: 0n });

export function comparePositions(a: GlobalPosition, b: GlobalPosition): -1 | 0 | 1 {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

export function formatPosition(position: GlobalPosition): string {
  return `${position.commit}/${position.prepare}`;
}

const POSITION_PATTERN = /^(\d{1,20})\/(\d{1,20})$/;

/** Parses `commit/prepare`; returns undefined for anything else (it may come from a URL). */
export function parsePosition(text: string): GlobalPosition | undefined {
  const match = POSITION_PATTERN.exec(text);
  if (!match) return undefined;
  return { commit: BigInt(match[1]!), prepare: BigInt(match[2]!) };
}
