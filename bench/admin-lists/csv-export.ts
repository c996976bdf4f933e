// The licences CSV export at scale: GET /api/licenses/export.csv streamed once by an admin, its rows
// counted as they arrive, while the API process's resident memory (VmRSS) is sampled every 50 ms.
// "Flat" means the growth from before the export to its peak stays well under the size of the file:
// an API that held the whole answer (or every row) in memory would grow by at least that much.
import type { BenchUser } from '../shared/seed-accounts.js';

const EXPORT_PATH = '/api/licenses/export.csv';
const SAMPLE_EVERY_MS = 50;
/** Growth under this share of the file's size counts as flat... */
const FLAT_SHARE = 0.5;
const MB = 1024 * 1024;
/** ...or under this, the noise of a Node process's heap between collections, when the file is small. */
const NOISE_MB = 16;
const flatLimitMb = (bytes: number) => Math.max((bytes / MB) * FLAT_SHARE, NOISE_MB);

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
      flat: boolean;
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
): Promise<ExportResult> {
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const beforeMb = rssMb() ?? 0;
  const memory = sampleMemory(rssMb);
  const started = performance.now();
  const response = await fetch(`${apiUrl}${EXPORT_PATH}`, { headers: admin.auth });
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
    flat: peakMb - beforeMb < flatLimitMb(bytes),
  };
}

/** The report's lines about the export. */
export function describeExport(result: ExportResult, licences: number): string[] {
  if ('skipped' in result) return [`CSV export: skipped: ${result.skipped}`];
  const growth = result.rss.peakMb - result.rss.beforeMb;
  const fileMb = result.bytes / MB;
  return [
    `CSV export: GET ${EXPORT_PATH} (${licences.toLocaleString('en-GB')} licences in the shop): ${result.rows.toLocaleString('en-GB')} rows,` +
      ` ${fileMb.toFixed(1)} MB in ${result.seconds.toFixed(2)} s (first byte after ${result.firstByteMs.toFixed(0)} ms),` +
      ` ${Math.round(result.rows / result.seconds).toLocaleString('en-GB')} rows/s`,
    `API memory (VmRSS, sampled every ${SAMPLE_EVERY_MS} ms): before ${result.rss.beforeMb.toFixed(0)} MB, peak ${result.rss.peakMb.toFixed(0)} MB` +
      ` (+${growth.toFixed(0)} MB), after ${result.rss.afterMb.toFixed(0)} MB`,
    `verdict: ${result.flat ? 'FLAT' : 'NOT FLAT'} (growth ${growth.toFixed(0)} MB against a ${fileMb.toFixed(1)} MB file;` +
      ` flat means under ${flatLimitMb(result.bytes).toFixed(0)} MB: whichever is more of half the file and ${NOISE_MB} MB of heap noise)` +
      (result.rows < licences ? `; WARNING: ${licences - result.rows} licences missing from the file` : ''),
  ];
}
