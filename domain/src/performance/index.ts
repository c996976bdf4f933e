// Public surface of the performance module: what the public landing page and the admins' monitoring
// charts show of a robot.
export {
  type AccountPerformance,
  accountPerformance,
  downsample,
  MAX_EQUITY_POINTS,
} from './equity-charts.js';
export { bankedGrowth, publicPerformance } from './public-performance.js';
