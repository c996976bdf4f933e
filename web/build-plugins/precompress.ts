/// <reference types="node" />
// Writes a Brotli (.br) and a gzip (.gz) copy beside each built script and stylesheet, once at build time,
// so the API sends them compressed (@fastify/static `preCompressed`) without compressing per request.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|svg|json)$/;
/** Below this, compression saves less than the header overhead of asking for it. */
const MIN_BYTES = 1024;

export function precompress(): Plugin {
  return {
    name: 'shop:precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir!;
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const path = join(outDir, fileName);
        const content = readFileSync(path);
        if (content.length < MIN_BYTES) continue;
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
        // Quality 10: within a few per cent of the maximum (11) at a fraction of its time, which keeps the
        // build that `npm start` may run quick.
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } }),
        );
      }
    },
  };
}
