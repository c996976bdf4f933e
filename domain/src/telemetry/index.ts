// Public surface of the telemetry module: what robots report and the figures computed from it.
export { maxDrawdownPercent, monitoringMetrics } from './metrics.js';
export { bankedGrowth, downsample, MAX_EQUITY_POINTS, publicPerformance } from './public-performance.js';
export * from './records.js';
