// Prometheus series of the projections service, read when scraped: how many events each projector is
// behind the log and whether this instance runs it or stands by; each reactor's consumer group.
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
  registerReactorMetrics(registry, store);
}

/** Reactors' consumer groups as the event store keeps them, so every instance reports the same. */
function registerReactorMetrics(registry: Registry, store: EventStore): void {
  new Gauge({
    name: 'shop_reactor_events',
    help: 'Events of each reactor: handled (acknowledged), in_flight (read, not yet acknowledged), parked (given up after retries, awaiting a replay)',
    labelNames: ['reactor', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const group of await store.consumerGroups().catch(() => [])) {
        this.labels(group.group, 'handled').set(group.handled);
        this.labels(group.group, 'in_flight').set(group.inFlight);
        this.labels(group.group, 'parked').set(group.parked);
      }
    },
  });
}
