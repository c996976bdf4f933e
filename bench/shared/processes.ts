// The bench's child processes (the API and projections as production runs them, the baseline
// server) and what they cost in memory: peak RSS per Node process from the kernel's high-water
// mark, PostgreSQL's as the peak of its processes' summed PSS (shared buffers counted once).
import { type ChildProcess, spawn } from 'node:child_process';
import { openSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface Child {
  name: string;
  process: ChildProcess;
  logFile: string;
  /** Resolves with the exit code (or signal name) when it ends. */
  exited: Promise<number | string>;
  /** Peak resident set of the process so far, in MB; undefined once it has ended. */
  peakRssMb(): number | undefined;
  /** Resident set now, in MB; undefined once it has ended. */
  rssMb(): number | undefined;
  stop(): Promise<void>;
}

/** Runs a TypeScript entry point the way the npm scripts do: node --import tsx --conditions=source. */
export function startTsChild(options: {
  name: string;
  script: string;
  cwd: string;
  env: NodeJS.ProcessEnv;
  logDir: string;
}): Child {
  const logFile = join(options.logDir, `${options.name}.log`);
  const log = openSync(logFile, 'a');
  // BENCH_CPU_PROF=<folder>: each service writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child = spawn(
    process.execPath,
    [...profile, '--import', 'tsx', '--conditions=source', options.script],
    {
      cwd: options.cwd,
      env: options.env,
      stdio: ['ignore', log, log],
    },
  );
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  let ended = false;
  void exited.then(() => {
    ended = true;
  });
  return {
    name: options.name,
    process: child,
    logFile,
    exited,
    peakRssMb: () => (ended || child.pid === undefined ? undefined : statusField(child.pid, 'VmHWM')),
    rssMb: () => (ended || child.pid === undefined ? undefined : statusField(child.pid, 'VmRSS')),
    async stop() {
      if (ended) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** A field of /proc/<pid>/status in MB (the kernel gives kB). */
function statusField(pid: number, field: 'VmHWM' | 'VmRSS'): number | undefined {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(
      readFileSync(`/proc/${pid}/status`, 'utf8'),
    );
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Waits until `url` answers 200, or the child ends, or `timeoutMs` passes. */
export async function waitForHttp(url: string, child: Child, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void child.exited.then(() => {
    ended = true;
  });
  while (Date.now() < deadline) {
    if (ended) throw new Error(`${child.name} ended before answering; see ${child.logFile}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${child.name} did not answer ${url} within ${timeoutMs / 1000} s; see ${child.logFile}`);
}

/** The last lines of a child's log, to explain a failure. */
export async function tail(file: string, lines = 20): Promise<string> {
  try {
    return (await readFile(file, 'utf8')).trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

function childrenOf(parent: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name, which is in parentheses and may hold spaces.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parent) pids.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return pids;
}

/** CPU seconds a process has used (user + system), and those of its ended children when asked. */
export function cpuSeconds(pid: number | undefined, withEndedChildren = false): number {
  if (pid === undefined) return 0;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command name: state is field 3, utime 14, stime 15, cutime 16, cstime 17.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = (n: number) => Number(fields[n - 3]);
    const own = ticks(14) + ticks(15);
    return (withEndedChildren ? own + ticks(16) + ticks(17) : own) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/** Linux reports CPU time in clock ticks of 1/100 s on every mainstream build. */
const CLOCK_TICKS = 100;

/** CPU seconds the whole machine has spent busy (every process, ours or not). */
export function machineBusySeconds(): number {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  const [user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number);
  return (
    ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) / CLOCK_TICKS
  );
}

/** The postmaster's pid from its data folder; undefined when unreadable. */
export function postmasterPid(dataDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** CPU seconds of PostgreSQL: the postmaster, its live backends and the ones that ended. */
export function postgresCpuSeconds(postmaster: number | undefined): number {
  if (postmaster === undefined) return 0;
  return childrenOf(postmaster).reduce((sum, pid) => sum + cpuSeconds(pid), cpuSeconds(postmaster, true));
}

function pssMb(pid: number): number {
  try {
    const match = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** Samples PostgreSQL's memory (postmaster and every backend) until stopped; returns the peak in MB. */
export function samplePostgresMemory(dataDir: string, everyMs = 1_000) {
  const postmaster = postmasterPid(dataDir);
  let peak = 0;
  let current: number | undefined;
  const sample = () => {
    if (!postmaster) return;
    current = [postmaster, ...childrenOf(postmaster)].reduce((sum, pid) => sum + pssMb(pid), 0);
    peak = Math.max(peak, current);
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    postmaster,
    peakMb: () => peak,
    /** At the last sample. */
    currentMb: () => current,
    stop: () => {
      sample();
      clearInterval(timer);
    },
  };
}
