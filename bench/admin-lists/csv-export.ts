// The licences CSV export at scale: GET /api/licenses/export.csv streamed by an admin twice, first the
// revoked licences (one in ten), then every licence, rows counted as they arrive, while the API process's
// resident memory (VmRSS) is sampled every 50 ms. A process's first large export grows its heap once,
// about the same whatever the size (≈ 45 MB here for 2.5 MB as for 50 MB of CSV), so the verdict compares
// the two: "flat" means the export of ten times the rows peaks no higher than the small one, give or take
// heap noise. An API that held the rows, or the answer, would peak higher by about their size.
import type { BenchUser } from '../shared/seed-accounts.js';

const EXPORT_PATH = '/api/licenses/export.csv';
/** The small export: the revoked licences, a tenth of the seed. */
export const SMALL_EXPORT_QUERY = '?status=revoked';
const SAMPLE_EVERY_MS = 50;
const MB = 1024 * 1024;
/** The noise of a Node process's heap between collections. */
const NOISE_MB = 8;

export type ExportResult =
  | { skipped: string }
  | {
      status: number;
      bytes: number;
      /** Data rows (lines after the header). */
      rows: number;
      seconds: number;
      firstByteMs: number;
      rss: { beforeMb: number; peakMb: number; afterMb: number };
    };

/** Samples `rssMb` until stopped; the peak and the last sample. */
function sampleMemory(rssMb: () => number | undefined) {
  let peak = rssMb() ?? 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb() ?? 0);
  }, SAMPLE_EVERY_MS);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, rssMb() ?? 0);
    },
  };
}

/** Reads the body to its end, counting bytes and line ends. */
async function drain(body: ReadableStream<Uint8Array>): Promise<{ bytes: number; lines: number }> {
  let bytes = 0;
  let lines = 0;
  let last = 10;
  for await (const chunk of body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
    last = chunk.at(-1) ?? last;
  }
  return { bytes, lines: last === 10 ? lines : lines + 1 };
}

export async function measureExport(
  apiUrl: string,
  admin: BenchUser,
  rssMb: () => number | undefined,
  query = '',
): Promise<ExportResult> {
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const beforeMb = rssMb() ?? 0;
  const memory = sampleMemory(rssMb);
  const started = performance.now();
  const response = await fetch(`${apiUrl}${EXPORT_PATH}${query}`, { headers: admin.auth });
  const firstByteMs = performance.now() - started;
  if (response.status === 404 && !response.headers.get('content-type')?.includes('text/csv')) {
    memory.stop();
    return { skipped: `route missing (GET ${EXPORT_PATH} answers 404)` };
  }
  if (!response.ok || !response.body) {
    memory.stop();
    throw new Error(
      `GET ${EXPORT_PATH} answered ${response.status}: ${(await response.text()).slice(0, 300)}`,
    );
  }
  const { bytes, lines } = await drain(response.body);
  const seconds = (performance.now() - started) / 1000;
  const peakMb = memory.stop();
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const afterMb = rssMb() ?? 0;
  return {
    status: response.status,
    bytes,
    rows: Math.max(0, lines - 1),
    seconds,
    firstByteMs,
    rss: { beforeMb, peakMb, afterMb },
  };
}

/** Flat: the whole export peaks under NOISE_MB above the small one (which took the heap's one-off growth). */
export function isFlat(small: ExportResult, whole: ExportResult): boolean {
  return !('skipped' in small) && !('skipped' in whole) && whole.rss.peakMb - small.rss.peakMb < NOISE_MB;
}

function exportLine(label: string, result: Exclude<ExportResult, { skipped: string }>): string[] {
  return [
    `${label}: ${result.rows.toLocaleString('en-GB')} rows, ${(result.bytes / MB).toFixed(1)} MB in ${result.seconds.toFixed(2)} s` +
      ` (first byte after ${result.firstByteMs.toFixed(0)} ms), ${Math.round(result.rows / result.seconds).toLocaleString('en-GB')} rows/s`,
    `  API memory (VmRSS, sampled every ${SAMPLE_EVERY_MS} ms): before ${result.rss.beforeMb.toFixed(0)} MB,` +
      ` peak ${result.rss.peakMb.toFixed(0)} MB (+${(result.rss.peakMb - result.rss.beforeMb).toFixed(0)} MB), after ${result.rss.afterMb.toFixed(0)} MB`,
  ];
}

/** The report's lines about the two exports and the verdict. */
export function describeExports(small: ExportResult, whole: ExportResult, licences: number): string[] {
  if ('skipped' in small || 'skipped' in whole) {
    return [
      `CSV export: skipped: ${'skipped' in small ? small.skipped : (whole as { skipped: string }).skipped}`,
    ];
  }
  const above = whole.rss.peakMb - small.rss.peakMb;
  return [
    ...exportLine(`CSV export, GET ${EXPORT_PATH}${SMALL_EXPORT_QUERY}`, small),
    ...exportLine(
      `CSV export, GET ${EXPORT_PATH} (${licences.toLocaleString('en-GB')} licences in the shop)`,
      whole,
    ),
    `verdict: ${isFlat(small, whole) ? 'FLAT' : 'NOT FLAT'} (${(whole.bytes / small.bytes).toFixed(1)}× the rows peak` +
      ` ${above >= 0 ? '+' : ''}${above.toFixed(0)} MB against the small export; flat means under +${NOISE_MB} MB of heap noise)` +
      (whole.rows < licences ? `; WARNING: ${licences - whole.rows} licences missing from the file` : ''),
  ];
}
