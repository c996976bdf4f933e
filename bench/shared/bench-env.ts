// A bench's sizes from the environment: BENCH_QUICK=1 picks each bench's smoke size (seconds, not
// minutes), and a BENCH_* variable that is set wins over either size.
export const QUICK = process.env.BENCH_QUICK === '1';

export function envNumber(name: string, full: number, quick = full): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? (QUICK ? quick : full) : Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number ≥ 0`);
  return value;
}
