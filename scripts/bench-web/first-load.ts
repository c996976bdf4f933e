// The JavaScript a visitor's browser fetches to show the landing page, before anything is clicked: the entry
// script and its modulepreloads from index.html, then the landing route's chunk and what it imports
// statically (Vite's manifest). Lazy chunks (the chart) are left out, as the browser leaves them until used.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[] };
type Manifest = Record<string, ManifestChunk>;

export type FirstLoadFile = { file: string; bytes: number; gzipBytes: number; via: 'index.html' | 'route' };

const LANDING_ROUTE = 'src/app/routes/landing.tsx';

function scriptsInIndex(html: string): string[] {
  const pattern = /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g;
  return [...html.matchAll(pattern)].map((match) => match[1]!);
}

function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

export function measureFirstLoad(distDir: string): FirstLoadFile[] {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const fromIndex = scriptsInIndex(readFileSync(join(distDir, 'index.html'), 'utf8'));
  if (!manifest[LANDING_ROUTE]) throw new Error(`${LANDING_ROUTE} is missing from the build manifest`);
  // index.html preloads the route's chunks (web/build-plugins/preload-route.ts); anything it missed counts too.
  const fromRoute = [...staticClosure(manifest, LANDING_ROUTE)].filter((file) => !fromIndex.includes(file));
  const size = (file: string, via: FirstLoadFile['via']): FirstLoadFile => {
    const content = readFileSync(join(distDir, file));
    return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length, via };
  };
  return [
    ...fromIndex.map((file) => size(file, 'index.html')),
    ...fromRoute.map((file) => size(file, 'route')),
  ];
}
