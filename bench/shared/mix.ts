// Drawing the next request's kind from a mix of shares that add up to 1 (e.g. 70 % heartbeats).
export interface MixEntry<Kind extends string> {
  kind: Kind;
  share: number;
}

export function drawKind<Kind extends string>(mix: readonly MixEntry<Kind>[]): Kind {
  let draw = Math.random();
  const drawn = mix.find((entry) => {
    draw -= entry.share;
    return draw < 0;
  });
  return (drawn ?? mix[0]!).kind;
}

export const describeMix = (mix: readonly MixEntry<string>[]) =>
  mix.map((entry) => `${Math.round(entry.share * 100)} % ${entry.kind}`).join(', ');
