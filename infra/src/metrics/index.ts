// Prometheus metrics shared by every service: the registry, the event store's counters, the listener.
export { meterEventStore } from './event-store-metrics.js';
export { type HealthReport, type MetricsServer, startMetricsServer } from './metrics-server.js';
export { Counter, createMetricsRegistry, Gauge, Histogram, Registry } from './registry.js';
export { serveMetricsIfConfigured } from './serve-metrics.js';
