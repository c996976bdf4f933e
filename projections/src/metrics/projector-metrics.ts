// Prometheus series of the projections service, read from the runners when scraped: how many events
// each projector is behind the log, and whether this instance runs it or stands by.
import { type EventStore, Gauge, type GlobalPosition, type Registry } from '@shop/infra';
import type { RunnerState } from '../runtime/runner.js';

/** Beyond this the lag reads as this much: counting further costs the store more than it tells. */
export const LAG_COUNT_LIMIT = 100_000;

export interface RunnerStatus {
  id: string;
  state: RunnerState;
  position: GlobalPosition | undefined;
}

export function registerProjectorMetrics(
  registry: Registry,
  store: EventStore,
  status: () => readonly RunnerStatus[],
): void {
  new Gauge({
    name: 'shop_projector_lag_events',
    help: `Events in the log after the projector's position (at most ${LAG_COUNT_LIMIT}); only where it runs`,
    labelNames: ['projector'],
    registers: [registry],
    async collect() {
      this.reset();
      const running = status().filter((runner) => runner.state === 'running' && runner.position);
      const lags = await Promise.all(
        running.map(async (runner) => store.countAfter(runner.position!, LAG_COUNT_LIMIT)),
      );
      for (const [index, runner] of running.entries()) this.labels(runner.id).set(lags[index]!);
    },
  });
  new Gauge({
    name: 'shop_projector_active',
    help: 'Whether this instance runs the projector (1) or stands by, retries or starts (0)',
    labelNames: ['projector', 'state'],
    registers: [registry],
    collect() {
      this.reset();
      for (const runner of status())
        this.labels(runner.id, runner.state).set(runner.state === 'running' ? 1 : 0);
    },
  });
}
