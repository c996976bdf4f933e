// Renders the environment reference (infra/deploy/ENVIRONMENT.md) from the config schema: every
// variable, its default and its meaning, so the document cannot drift from what the code accepts.
import type { z } from 'zod';
import { environmentSchema } from './environment.js';

export interface VariableReference {
  name: string;
  /** The default value in backticks, or what happens while the variable is unset. */
  default: string;
  meaning: string;
}

export function environmentVariables(): VariableReference[] {
  return Object.entries(environmentSchema.shape).map(([name, schema]) => {
    const meta = (schema as z.ZodType).meta() as { description?: string; unset?: string } | undefined;
    if (!meta?.description) throw new Error(`${name} has no description in the config schema`);
    const value = defaultOf(schema as z.ZodType);
    return {
      name,
      default: value === undefined ? (meta.unset ?? 'unset') : `\`${String(value)}\``,
      meaning: meta.description,
    };
  });
}

/** The value a preprocess → default chain fills in; undefined for an optional variable. */
function defaultOf(schema: z.ZodType): unknown {
  const def = schema.def as { type: string; out?: z.ZodType; innerType?: z.ZodType; defaultValue?: unknown };
  if (def.type === 'default') return def.defaultValue;
  if (def.type === 'pipe' && def.out) return defaultOf(def.out);
  return undefined;
}

const cell = (text: string) => text.replaceAll('|', '\\|');

export function renderEnvironmentReference(): string {
  const rows = environmentVariables().map(
    (variable) => `| \`${variable.name}\` | ${cell(variable.default)} | ${cell(variable.meaning)} |`,
  );
  return [
    '# Environment reference',
    '',
    'Generated from the config schema (`infra/src/config/config.ts`) by `npm run env:reference`; do not',
    'edit by hand. Every service reads these at start-up and stops with a message naming any bad value.',
    '',
    '| variable | default | meaning |',
    '| --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}
