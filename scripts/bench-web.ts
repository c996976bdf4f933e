// P7: the landing page in headless Chromium. Builds the web app, serves it the way the API does (its web-app
// and security plugins: same headers, CSP and compression) with the two public calls stubbed, adds up the
// first-load JavaScript (gzip), runs Lighthouse as desktop and as throttled mobile, and prints each figure
// against its target. It reports, it does not assert: exit code 0 whatever the figures, 1 if it breaks.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { printBenchSummary } from '../bench/shared/bench-summary.js';
import { startChromium } from './bench-web/chromium.js';
import { measureFirstLoad } from './bench-web/first-load.js';
import { type LighthouseFigures, runLighthouse } from './bench-web/lighthouse-run.js';
import { serveWeb } from './bench-web/serve-web.js';

const TARGETS = { performance: 95, accessibility: 95, lcpMs: 1_500, firstLoadKb: 150 };
const root = fileURLToPath(new URL('..', import.meta.url));
const webDir = join(root, 'web');
const resultsDir = join(root, 'bench-results');

const kb = (bytes: number) => bytes / 1024;
const mark = (ok: boolean) => (ok ? 'met' : 'MISSED');

async function buildWeb(outDir: string): Promise<void> {
  process.stdout.write('Building the web app...\n');
  await build({
    root: webDir,
    configFile: join(webDir, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true },
  });
}

function printFirstLoad(files: ReturnType<typeof measureFirstLoad>): number {
  const total = files.reduce((sum, file) => sum + file.gzipBytes, 0);
  process.stdout.write('\nFirst-load JavaScript (gzip -9):\n');
  for (const file of files) {
    process.stdout.write(
      `  ${file.file.padEnd(46)} ${kb(file.bytes).toFixed(1).padStart(7)} kB  ${kb(file.gzipBytes).toFixed(1).padStart(6)} kB gzip  (${file.via})\n`,
    );
  }
  return kb(total);
}

/** Desktop is judged against the targets; the throttled mobile run is shown beside it for information. */
function lighthouseRows(run: LighthouseFigures): [string, string, string, string][] {
  const verdict = (ok: boolean) =>
    run.formFactor === 'desktop' ? mark(ok) : ok ? '(info) met' : '(info) below';
  const name = run.formFactor === 'desktop' ? 'desktop' : 'mobile, throttled';
  return [
    [
      `${name}: performance`,
      String(run.performance),
      `≥ ${TARGETS.performance}`,
      verdict(run.performance >= TARGETS.performance),
    ],
    [
      `${name}: LCP`,
      `${(run.lcpMs / 1000).toFixed(2)} s`,
      `≤ ${TARGETS.lcpMs / 1000} s`,
      verdict(run.lcpMs <= TARGETS.lcpMs),
    ],
    [
      `${name}: accessibility`,
      String(run.accessibility),
      `≥ ${TARGETS.accessibility}`,
      verdict(run.accessibility >= TARGETS.accessibility),
    ],
    [
      `${name}: FCP / TBT / CLS`,
      `${(run.fcpMs / 1000).toFixed(2)} s / ${Math.round(run.tbtMs)} ms / ${run.cls.toFixed(3)}`,
      '',
      '',
    ],
  ];
}

function printTable(firstLoadKb: number, runs: LighthouseFigures[]): void {
  const rows: [string, string, string, string][] = [
    ['figure', 'measured', 'target', ''],
    ...runs.flatMap(lighthouseRows),
    [
      'first-load JS (gzip)',
      `${firstLoadKb.toFixed(1)} kB`,
      `≤ ${TARGETS.firstLoadKb} kB`,
      mark(firstLoadKb <= TARGETS.firstLoadKb),
    ],
  ];
  const widths = [0, 1, 2, 3].map((column) => Math.max(...rows.map((row) => row[column]!.length)));
  process.stdout.write('\nP7, landing page (Lighthouse 12.8.2, Debian Chromium, localhost):\n');
  for (const row of rows) {
    process.stdout.write(`  ${row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')}\n`);
  }
  for (const run of runs) {
    if (run.failing.length === 0) continue;
    process.stdout.write(
      `\nAudits below 90 (${run.formFactor}):\n${run.failing.map((line) => `  ${line}`).join('\n')}\n`,
    );
  }
}

async function main(): Promise<void> {
  const distDir = await mkdtemp(join(tmpdir(), 'bench-web-dist-'));
  await buildWeb(distDir);
  const firstLoadKb = printFirstLoad(measureFirstLoad(distDir));
  const server = await serveWeb(distDir);
  const chromium = await startChromium();
  try {
    const runs: LighthouseFigures[] = [];
    for (const formFactor of ['desktop', 'mobile'] as const) {
      process.stdout.write(`Lighthouse (${formFactor}) on ${server.url}...\n`);
      runs.push(await runLighthouse(server.url, chromium.port, formFactor));
    }
    await mkdir(resultsDir, { recursive: true });
    for (const run of runs) {
      await writeFile(
        join(resultsDir, `lighthouse-${run.formFactor}.json`),
        JSON.stringify(run.report, null, 1),
      );
    }
    printTable(firstLoadKb, runs);
    process.stdout.write(`\nFull reports: bench-results/lighthouse-{desktop,mobile}.json\n`);
    const desktop = runs.find((run) => run.formFactor === 'desktop')!;
    printBenchSummary({
      id: 'P7',
      what: 'landing page in headless Chromium',
      figure: `performance ${desktop.performance}, LCP ${(desktop.lcpMs / 1000).toFixed(2)} s, first-load JS ${firstLoadKb.toFixed(1)} kB gzip`,
      target: `≥ ${TARGETS.performance}; ≤ ${TARGETS.lcpMs / 1000} s; ≤ ${TARGETS.firstLoadKb} kB`,
      baseline: '',
      met:
        desktop.performance >= TARGETS.performance &&
        desktop.lcpMs <= TARGETS.lcpMs &&
        firstLoadKb <= TARGETS.firstLoadKb,
      run: 'Lighthouse 12.8.2 desktop, localhost',
    });
  } finally {
    await chromium.stop();
    await server.app.close();
    await rm(distDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
