// CPU seconds spent by this process and by a PostgreSQL cluster (the postmaster, its live backends and
// those already ended), read from /proc: a cost that other work on a busy machine barely moves,
// unlike the wall-clock time.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS = 100;

export interface CpuSeconds {
  node: number;
  postgres: number | undefined;
}

/** The CPU time so far; subtract two readings for a stretch of work. */
export function cpuSeconds(pgDataDir: string | undefined): CpuSeconds {
  const { user, system } = process.cpuUsage();
  return { node: (user + system) / 1e6, postgres: pgDataDir ? postgresSeconds(pgDataDir) : undefined };
}

export function cpuBetween(before: CpuSeconds, after: CpuSeconds): CpuSeconds {
  return {
    node: after.node - before.node,
    postgres:
      before.postgres === undefined || after.postgres === undefined
        ? undefined
        : after.postgres - before.postgres,
  };
}

function postgresSeconds(dataDir: string): number | undefined {
  try {
    const postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const own = statTimes(postmaster);
    if (!own) return undefined;
    // Ended backends are in the postmaster's children's times (cutime, cstime) once reaped.
    let ticks = own.utime + own.stime + own.cutime + own.cstime;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const child = statTimes(Number(entry));
      if (child?.ppid === postmaster) ticks += child.utime + child.stime;
    }
    return ticks / TICKS;
  } catch {
    return undefined;
  }
}

function statTimes(pid: number) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command (which may hold spaces), from field 3 (state) on.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const field = (n: number) => Number(fields[n - 3]);
    return { ppid: field(4), utime: field(14), stime: field(15), cutime: field(16), cstime: field(17) };
  } catch {
    return undefined;
  }
}
