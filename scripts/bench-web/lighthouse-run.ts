// One Lighthouse run of a page (performance and accessibility) in the given Chromium, as desktop or as the
// default throttled mobile, reduced to the figures P7 names plus the audits that explain them.
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';

export type FormFactor = 'desktop' | 'mobile';

export type LighthouseFigures = {
  formFactor: FormFactor;
  performance: number;
  accessibility: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits that did not pass, worst first, to say what to fix. */
  failing: string[];
  report: Result;
};

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

export async function runLighthouse(
  url: string,
  port: number,
  formFactor: FormFactor,
): Promise<LighthouseFigures> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  };
  const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error('Lighthouse returned no result');
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing = Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
    .sort((a, b) => (a.score ?? 0) - (b.score ?? 0))
    .map((audit) => `${audit.id} (${score(audit.score)}): ${audit.displayValue ?? audit.title}`);
  return {
    formFactor,
    performance: score(lhr.categories.performance?.score),
    accessibility: score(lhr.categories.accessibility?.score),
    lcpMs: numeric('largest-contentful-paint'),
    fcpMs: numeric('first-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    failing,
    report: lhr,
  };
}
