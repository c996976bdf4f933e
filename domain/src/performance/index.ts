// Public surface of the performance module: what the public landing page shows of a robot.
export { bankedGrowth, downsample, MAX_EQUITY_POINTS, publicPerformance } from './public-performance.js';
