// Adds <link rel="modulepreload"> for one lazily loaded route and the chunks it imports, so the browser
// fetches the landing page's code alongside the entry instead of after it has run. The route stays lazy:
// other pages do not run its code.
import type { Plugin } from 'vite';

type BundleChunk = { type: string; fileName: string; facadeModuleId?: string | null; imports?: string[] };

export function preloadRoute(routeModule: string): Plugin {
  return {
    name: 'shop:preload-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {}) as BundleChunk[];
        const route = chunks.find(
          (chunk) => chunk.type === 'chunk' && chunk.facadeModuleId?.endsWith(routeModule),
        );
        if (!route) throw new Error(`preload-route: no chunk for ${routeModule}`);
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const alreadyLoaded = new Set([context.chunk?.fileName, ...(context.chunk?.imports ?? [])]);
        const files = staticImports(route, byFile).filter((file) => !alreadyLoaded.has(file));
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/** The chunk's file and every chunk it imports statically, however deep. */
function staticImports(
  chunk: BundleChunk,
  byFile: Map<string, BundleChunk>,
  seen = new Set<string>(),
): string[] {
  if (seen.has(chunk.fileName)) return [...seen];
  seen.add(chunk.fileName);
  for (const file of chunk.imports ?? []) {
    const imported = byFile.get(file);
    if (imported) staticImports(imported, byFile, seen);
  }
  return [...seen];
}
