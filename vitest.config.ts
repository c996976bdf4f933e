// One test command for every workspace: node-side suites share one throwaway PostgreSQL
// cluster (infra/src/testing/global-setup.ts); the web suite runs in jsdom.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Workspace packages resolve to their TypeScript sources, as `--conditions=source` does for tsx.
const alias = {
  '@shop/domain': here('./domain/src/index.ts'),
  '@shop/infra/testing': here('./infra/src/testing/index.ts'),
  '@shop/infra': here('./infra/src/index.ts'),
  '@shop/projections': here('./projections/src/index.ts'),
  '@shop/command-api/contracts': here('./command-api/src/contracts/index.ts'),
  '@shop/command-api': here('./command-api/src/index.ts'),
  '@shop/chain-watcher/testing': here('./chain-watcher/src/testing/index.ts'),
  '@shop/chain-watcher/dev-chain': here('./chain-watcher/src/dev-chain/index.ts'),
  '@shop/chain-watcher': here('./chain-watcher/src/index.ts'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    reporters: ['default', here('./scripts/test-summary-reporter.ts')],
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'node',
          environment: 'node',
          include: [
            '{domain,infra,projections,command-api,chain-watcher}/{src,test}/**/*.test.ts',
            'scripts/**/*.test.ts',
            'e2e/**/*.test.ts',
          ],
          globalSetup: [here('./infra/src/testing/global-setup.ts')],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/src/**/*.test.{ts,tsx}'],
          setupFiles: [here('./web/src/testing/setup-tests.ts')],
          // Interaction tests wait on real timers; a busy 2-core machine can take seconds over one.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
