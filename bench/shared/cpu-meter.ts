// Where the CPU went while a bench measured: cores busy on average per process of the stack, the
// load generator (this process) and everything else on the machine (other work skews the figures).
import { cpuSeconds, machineBusySeconds, postgresCpuSeconds } from './processes.js';

export interface CpuShare {
  name: string;
  cores: number;
}

export function startCpuMeter(pids: { api?: number; projections?: number; postmaster?: number }) {
  const sample = () => ({
    api: cpuSeconds(pids.api),
    projections: cpuSeconds(pids.projections),
    postgres: postgresCpuSeconds(pids.postmaster),
    generator: (process.cpuUsage().user + process.cpuUsage().system) / 1e6,
    machine: machineBusySeconds(),
    at: performance.now(),
  });
  const before = sample();
  return {
    stop(): CpuShare[] {
      const after = sample();
      const wall = (after.at - before.at) / 1000;
      const busy = (key: Exclude<keyof typeof before, 'at'>) => (after[key] - before[key]) / wall;
      const ours = busy('api') + busy('projections') + busy('postgres') + busy('generator');
      return [
        { name: 'API', cores: busy('api') },
        { name: 'projections', cores: busy('projections') },
        {
          name: pids.postmaster ? 'PostgreSQL' : 'PostgreSQL (external: not measured)',
          cores: busy('postgres'),
        },
        { name: 'load generator', cores: busy('generator') },
        { name: 'everything else on the machine', cores: Math.max(0, busy('machine') - ours) },
      ];
    },
  };
}

/** `API 0.92, projections 0.31, …` for a table cell. */
export const describeCpu = (shares: readonly CpuShare[]) =>
  shares.map((share) => `${share.name} ${share.cores.toFixed(2)}`).join(', ');
