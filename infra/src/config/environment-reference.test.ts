// The committed environment reference is what the config schema generates, and names every variable.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { environmentSchema } from './environment.js';
import { environmentVariables, renderEnvironmentReference } from './environment-reference.js';

const committed = fileURLToPath(new URL('../../deploy/ENVIRONMENT.md', import.meta.url));

it('infra/deploy/ENVIRONMENT.md is up to date (run `npm run env:reference` when this fails)', () => {
  expect(readFileSync(committed, 'utf8')).toBe(renderEnvironmentReference());
});

it('lists every variable of the schema with a meaning and a default or what unset means', () => {
  const variables = environmentVariables();
  expect(variables.map((variable) => variable.name)).toEqual(Object.keys(environmentSchema.shape));
  const byName = new Map(variables.map((variable) => [variable.name, variable]));
  expect(byName.get('PORT')).toMatchObject({ default: '`3000`' });
  expect(byName.get('BSC_CONFIRMATIONS')).toMatchObject({ default: '`15`' });
  expect(byName.get('METRICS_PORT')).toMatchObject({ default: 'no listener' });
  for (const variable of variables) {
    expect(variable.meaning.length, variable.name).toBeGreaterThan(10);
    expect(variable.default, variable.name).not.toBe('unset');
  }
});
