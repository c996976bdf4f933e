// One Prometheus registry per process: Node's default metrics plus the shop's series, each sample
// labelled with the service, so one scrape config serves every container.
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export { Counter, Gauge, Histogram, Registry };

export function createMetricsRegistry(service: string): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  return registry;
}
