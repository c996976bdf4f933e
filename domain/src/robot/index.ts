// Public surface of the robot module: what robots report (events, records) and the trading figures
// computed from it for admins' monitoring.
export * from './events.js';
export { maxDrawdownPercent, monitoringMetrics } from './metrics.js';
export * from './records.js';
