// Simulated MT5 robots: the trading simulation, the telemetry client and the runner `npm start`
// (or a test) can call in-process to feed licences with live-looking reports.
export {
  type BatchOutcome,
  type ClientTotals,
  createTelemetryClient,
  type SendOutcome,
  type TelemetryClient,
  type TelemetryClientOptions,
} from './client.js';
export type * from './reports.js';
export { createRobotSimulation, type RobotSimulation, type RobotSimulationOptions } from './robot.js';
export { type RunSimulatedRobotsOptions, type RunTotals, runSimulatedRobots } from './run.js';
