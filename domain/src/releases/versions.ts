// Semantic versions of the robot (MAJOR.MINOR.PATCH with an optional -prerelease, SemVer 2.0.0 §9–11):
// parsing, ordering, and which published release a robot on a channel should run.

export interface Version {
  major: number;
  minor: number;
  patch: number;
  /** Dot-separated identifiers after '-'; empty for a normal version. */
  prerelease: string[];
}

const VERSION =
  /^(0|[1-9]\d{0,5})\.(0|[1-9]\d{0,5})\.(0|[1-9]\d{0,5})(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?$/;
export const VERSION_MAX_LENGTH = 32;

/** The version, or undefined for anything else (build metadata `+…` is not accepted: it would not order). */
export function parseVersion(text: string): Version | undefined {
  if (text.length > VERSION_MAX_LENGTH) return undefined;
  const match = VERSION.exec(text.trim());
  if (!match) return undefined;
  return {
    major: Number(match[1]),
    minor: Number(match[2]),
    patch: Number(match[3]),
    prerelease: match[4] ? match[4].split('.') : [],
  };
}

const isNumeric = (identifier: string) => /^\d+$/.test(identifier);

function compareIdentifiers(a: string, b: string): number {
  if (isNumeric(a) && isNumeric(b)) return Math.sign(Number(a) - Number(b));
  if (isNumeric(a)) return -1;
  if (isNumeric(b)) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Negative when a is older, positive when newer, 0 when equal (SemVer precedence). */
export function compareVersions(a: Version, b: Version): number {
  const core = Math.sign(a.major - b.major) || Math.sign(a.minor - b.minor) || Math.sign(a.patch - b.patch);
  if (core !== 0) return core;
  if (a.prerelease.length === 0 || b.prerelease.length === 0)
    return Math.sign(b.prerelease.length - a.prerelease.length);
  for (let index = 0; index < Math.min(a.prerelease.length, b.prerelease.length); index += 1) {
    const order = compareIdentifiers(a.prerelease[index]!, b.prerelease[index]!);
    if (order !== 0) return order;
  }
  return Math.sign(a.prerelease.length - b.prerelease.length);
}

/** Compares version strings; one that does not parse is older than any that does. */
export function compareVersionTexts(a: string, b: string): number {
  const [parsedA, parsedB] = [parseVersion(a), parseVersion(b)];
  if (!parsedA || !parsedB) return Number(Boolean(parsedA)) - Number(Boolean(parsedB));
  return compareVersions(parsedA, parsedB);
}

export type ReleaseChannel = 'stable' | 'beta';
export const RELEASE_CHANNELS: readonly ReleaseChannel[] = ['stable', 'beta'];

/** The newest release a robot on `channel` should run: stable sees stable releases, beta sees both. */
export function latestRelease<R extends { version: string; channel: ReleaseChannel }>(
  releases: readonly R[],
  channel: ReleaseChannel,
): R | undefined {
  let latest: R | undefined;
  for (const release of releases) {
    if (channel === 'stable' && release.channel !== 'stable') continue;
    if (!latest || compareVersionTexts(release.version, latest.version) > 0) latest = release;
  }
  return latest;
}

/** Whether a robot reporting `running` should update to `latest`. */
export function isUpdateAvailable(running: string, latest: string | undefined): boolean {
  return latest !== undefined && compareVersionTexts(running, latest) < 0;
}
