// The newest offered release of each channel, for the licence check's update notice. One query reads
// every offered release and its answer is kept for a few seconds, so busy checks cost no query each; a
// release published or withdrawn reaches the robots within that time.
import { latestRelease, type ReleaseChannel } from '@shop/domain';
import { offeredReleases, type ReadModels } from '@shop/projections';
import type { Kysely } from 'kysely';

/** How long one read of the releases answers the checks (by the app's clock). */
export const LATEST_RELEASES_CACHE_MS = 3_000;

type Offered = Awaited<ReturnType<typeof offeredReleases>>;

export function createLatestReleases(db: Kysely<ReadModels>, clock: () => Date) {
  let cached: { releases: Promise<Offered>; until: number } | undefined;

  function offered(): Promise<Offered> {
    const now = clock().getTime();
    if (cached && cached.until > now) return cached.releases;
    // The beta channel's offer holds every offered release; the stable one is picked from it.
    const releases = offeredReleases(db, 'beta');
    const entry = { releases, until: now + LATEST_RELEASES_CACHE_MS };
    cached = entry;
    releases.catch(() => {
      if (cached === entry) cached = undefined;
    });
    return releases;
  }

  /** The version a robot on `channel` should run, or null when nothing is offered to it. */
  async function latestVersion(channel: ReleaseChannel): Promise<string | null> {
    return latestRelease(await offered(), channel)?.version ?? null;
  }

  return { latestVersion };
}

export type LatestReleases = ReturnType<typeof createLatestReleases>;
