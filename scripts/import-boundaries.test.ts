import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkFile, checkRepository } from './import-boundaries.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (path: string) => join(root, path);

describe('import boundaries', () => {
  it('no workspace imports what the architecture forbids', () => {
    expect(checkRepository(root)).toEqual([]);
  });

  it.each([
    ['domain/src/orders/decide.ts', "import { z } from 'zod';", 'domain imports nothing but itself'],
    [
      'domain/src/orders/decide.ts',
      "import { newId } from '@shop/infra';",
      'domain may import only itself, not infra',
    ],
    [
      'infra/src/postgres/database.ts',
      "import type { ReadModels } from '@shop/projections';",
      'infra may import domain, not projections',
    ],
    [
      'infra/src/postgres/database.ts',
      "import { buildApp } from '../../../command-api/src/app.js';",
      'infra may import domain, not command-api',
    ],
    [
      'chain-watcher/src/service.ts',
      "import { startPeriodicTask } from '@shop/projections';",
      'chain-watcher may import domain, infra, not projections',
    ],
    [
      'chain-watcher/src/service.ts',
      "const app = await import('@shop/command-api');",
      'chain-watcher may import domain, infra, not command-api',
    ],
    [
      'web/src/features/finance/components/x.tsx',
      "import { findOwner } from '@shop/command-api';",
      'web may import domain, command-api/contracts, not command-api',
    ],
    [
      'web/src/features/finance/components/x.tsx',
      "import { useUsers } from '../../users/api/get-users';",
      'a web feature imports no other feature (features/finance → features/users)',
    ],
    [
      'web/src/lib/x.ts',
      "export { formatFixed } from '../features/performance/utils/format-metrics';",
      'shared web code imports no feature (lib → features/performance)',
    ],
    [
      'web/src/features/finance/components/x.tsx',
      "import { router } from '../../../app/router';",
      'only the app imports web/src/app (features/finance)',
    ],
  ])('refuses %s importing: %s', (file, source, rule) => {
    expect(checkFile(root, at(file), source)).toEqual([expect.objectContaining({ file, rule })]);
  });

  it('allows what the architecture draws', () => {
    const allowed: [string, string][] = [
      ['projections/src/x.ts', "import { newId } from '@shop/infra';"],
      ['command-api/src/x.ts', "import { listLicences } from '@shop/projections';"],
      ['web/src/features/finance/x.tsx', "import { licenceViewSchema } from '@shop/command-api/contracts';"],
      ['web/src/features/finance/x.tsx', "import { formatMoney } from '../../../lib/format';"],
      [
        'web/src/app/routes/x.tsx',
        "import { FinanceTab } from '../../features/finance/components/finance-tab';",
      ],
      ['domain/src/orders/decide.test.ts', "import { expect } from 'vitest';"],
      [
        'web/src/features/users/components/x.test.tsx',
        "import { AdminPage } from '../../../app/routes/admin';",
      ],
    ];
    for (const [file, source] of allowed) expect(checkFile(root, at(file), source)).toEqual([]);
  });
});
