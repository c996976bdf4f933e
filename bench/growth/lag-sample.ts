// The growth bench's P4 figure: robot reports offered open loop through the API for `seconds` while
// the projectors' checkpoints are sampled, then the time from each appended event to the moment every
// projector reading its stream had it (the projection-lag bench's method, robot reports only).
import type { Pool, PostgresEventStore } from '@shop/infra';
import { allProjectors } from '@shop/projections';
import { startCheckpointSampler, wallClockMs } from '../projection-lag/checkpoint-sampler.js';
import { eventsAppendedBetween, measureVisibility, type Visibility } from '../projection-lag/visibility.js';
import { waitForCatchUp } from '../shared/catch-up.js';
import { type OpenLoopResult, runOpenLoop } from '../shared/open-loop.js';
import { type BenchLicence, reportMix } from '../telemetry/report-mix.js';

export interface LagSample {
  load: OpenLoopResult;
  eventsPerSecond: number;
  visibility: Visibility;
}

export async function measureLag(options: {
  apiUrl: string;
  pool: Pool;
  raw: PostgresEventStore;
  licences: readonly BenchLicence[];
  rate: number;
  seconds: number;
  /** The same load first, unmeasured, as the projection-lag bench warms up. */
  warmupSeconds: number;
  /** Work started a second into the measured load (the retention delete), awaited before the lag is read. */
  during?: () => Promise<void>;
}): Promise<LagSample> {
  if (options.warmupSeconds > 0) {
    await runOpenLoop({
      url: options.apiUrl,
      rate: options.rate,
      seconds: options.warmupSeconds,
      next: reportMix(options.licences),
    });
    await waitForCatchUp(options.raw, options.pool, 120);
  }
  const sampler = startCheckpointSampler(
    options.pool,
    allProjectors.map((projector) => projector.id),
  );
  const from = wallClockMs();
  const { during } = options;
  const alongside = during
    ? new Promise<void>((resolve) => setTimeout(resolve, 1_000)).then(during)
    : Promise.resolve();
  const load = await runOpenLoop({
    url: options.apiUrl,
    rate: options.rate,
    seconds: options.seconds,
    next: reportMix(options.licences),
  });
  const to = wallClockMs();
  await alongside;
  await waitForCatchUp(options.raw, options.pool, 120);
  const samples = await sampler.stop();
  const events = await eventsAppendedBetween(options.pool, from, to);
  return {
    load,
    eventsPerSecond: events.length / ((to - from) / 1000),
    visibility: measureVisibility(events, samples, allProjectors),
  };
}
