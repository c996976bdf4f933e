// One test command for every workspace: node-side suites share one throwaway PostgreSQL
// cluster (infra/src/testing/global-setup.ts); the web suite runs in jsdom. Unit and service suites
// run two files at a time (Vitest's default is one on a 2-core machine, and most of their time is
// spent waiting on PostgreSQL); then the browser journeys and the npm start test, which each start
// the whole product, run one at a time.
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Workspace packages resolve to their TypeScript sources, as `--conditions=source` does for tsx.
const alias = {
  '@shop/domain': here('./domain/src/index.ts'),
  '@shop/infra/testing': here('./infra/src/testing/index.ts'),
  '@shop/infra': here('./infra/src/index.ts'),
  '@shop/projections': here('./projections/src/index.ts'),
  '@shop/command-api/contracts': here('./command-api/src/contracts/index.ts'),
  '@shop/command-api': here('./command-api/src/index.ts'),
  '@shop/chain-watcher/db': here('./chain-watcher/src/db/index.ts'),
  '@shop/chain-watcher/dev-chain': here('./chain-watcher/src/dev-chain/index.ts'),
  '@shop/chain-watcher': here('./chain-watcher/src/index.ts'),
};

const WHOLE_PRODUCT = ['e2e/**/*.test.ts', 'scripts/start.test.ts'];

// Waits are bounded polls on outcomes (eventually() in infra/src/testing, 20 s by default), never
// sleeps: a busy machine makes a test slower, not red. A test may hold a few such waits, hence 60 s;
// expect.poll gets the same 20 s as eventually() (Vitest's own default is 1 s).
const nodeProject = {
  environment: 'node' as const,
  globalSetup: [here('./infra/src/testing/global-setup.ts')],
  testTimeout: 60_000,
  hookTimeout: 60_000,
  expect: { poll: { timeout: 20_000 } },
};

export default defineConfig({
  resolve: { alias },
  test: {
    reporters: ['default', here('./scripts/test-summary-reporter.ts')],
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          ...nodeProject,
          name: 'node',
          include: [
            '{domain,infra,projections,command-api,chain-watcher}/{src,test}/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, ...WHOLE_PRODUCT],
        },
      },
      {
        resolve: { alias },
        test: {
          ...nodeProject,
          name: 'product',
          include: WHOLE_PRODUCT,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
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
