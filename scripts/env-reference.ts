// `npm run env:reference`: writes infra/deploy/ENVIRONMENT.md from the config schema.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderEnvironmentReference } from '../infra/src/config/environment-reference.js';

const target = fileURLToPath(new URL('../infra/deploy/ENVIRONMENT.md', import.meta.url));
writeFileSync(target, renderEnvironmentReference());
console.warn(`wrote ${target}`);
