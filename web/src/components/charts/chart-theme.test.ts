// The chart theme's colours and font are the design tokens: a token changed in the CSS fails here until the
// theme follows it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHART_TOKENS } from './chart-theme';

const css = readFileSync(
  resolve(import.meta.dirname, '../../styles/design-system/tokens-and-base.css'),
  'utf8',
);
const token = (name: string) => new RegExp(`--${name}:\\s*([^;]+);`).exec(css)?.[1]?.trim();

describe('chart theme', () => {
  it.each([
    ['surface', 'color-surface'],
    ['surfaceRaised', 'color-surface-raised'],
    ['border', 'color-border'],
    ['borderStrong', 'color-border-strong'],
    ['text', 'color-text'],
    ['textMuted', 'color-text-muted'],
    ['link', 'color-link'],
    ['success', 'color-success'],
    ['danger', 'color-danger'],
    ['warning', 'color-warning'],
    ['fontSans', 'font-sans'],
  ] as const)('takes %s from --%s', (key, name) => {
    expect(CHART_TOKENS[key]).toBe(token(name));
  });
});
