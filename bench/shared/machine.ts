// What a figure was measured on: CPU, cores, memory, load, Node and PostgreSQL versions.
import { cpus, loadavg, totalmem } from 'node:os';
import type { Pool } from '@shop/infra';

export interface Machine {
  cpu: string;
  cores: number;
  ramGb: number;
  node: string;
}

export function describeMachine(): Machine {
  const all = cpus();
  return {
    cpu: all[0]?.model.trim() ?? 'unknown CPU',
    cores: all.length,
    ramGb: Math.round(totalmem() / 1024 ** 3),
    node: process.version,
  };
}

/** The 1, 5 and 15 minute load averages, e.g. `0.52 0.61 0.70`. */
export const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

export async function postgresVersion(pool: Pool): Promise<string> {
  const { rows } = await pool.query<{ server_version: string }>('show server_version');
  return rows[0]?.server_version ?? 'unknown';
}

/** `2026-11-25T01:50:00Z · <CPU> · 2 cores · 24 GB · Node v20.20.2 · PostgreSQL 18.1`, for a report's header. */
export function machineLine(postgres?: string): string {
  const machine = describeMachine();
  return [
    new Date().toISOString(),
    machine.cpu,
    `${machine.cores} cores`,
    `${machine.ramGb} GB`,
    `Node ${machine.node}`,
    ...(postgres ? [`PostgreSQL ${postgres}`] : []),
  ].join(' · ');
}
