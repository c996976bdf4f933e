// The import rules between workspaces (docs/architecture.md, "Workspaces"), as data and a checker:
// every import of every source file is resolved to the workspace, and in web to the feature, it
// points at, and compared with what the importing file may use.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** Where an import points: a workspace of ours (and for web, which part of it), or a package. */
export type Target =
  | { kind: 'workspace'; workspace: string; part?: string }
  | { kind: 'package'; name: string };

export interface Violation {
  file: string;
  specifier: string;
  rule: string;
}

const WORKSPACES = ['domain', 'infra', 'projections', 'command-api', 'chain-watcher', 'web'] as const;
const SHARED_WEB_PARTS = ['components', 'lib', 'hooks', 'config', 'styles', 'testing', 'assets'];

/** Which workspaces a workspace's sources may import (besides itself). */
const ALLOWED: Record<string, readonly string[]> = {
  domain: [],
  infra: ['domain'],
  projections: ['domain', 'infra'],
  'command-api': ['domain', 'infra', 'projections'],
  'chain-watcher': ['domain', 'infra'],
  web: ['domain', 'command-api/contracts'],
};

/** `@shop/infra/testing` → infra; `@shop/command-api/contracts` → command-api, part contracts. */
function targetOfPackage(specifier: string): Target {
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
  if (!name.startsWith('@shop/')) return { kind: 'package', name };
  const rest = specifier.startsWith('@') ? parts.slice(2) : parts.slice(1);
  return { kind: 'workspace', workspace: name.slice('@shop/'.length), ...(rest[0] ? { part: rest[0] } : {}) };
}

/** The workspace (and part: the web feature, or command-api's contracts) holding a path of the repository. */
export function locate(root: string, absolutePath: string): { workspace: string; part?: string } | undefined {
  const [workspace, folder, ...rest] = relative(root, absolutePath).split(sep);
  if (!workspace || !(WORKSPACES as readonly string[]).includes(workspace)) return undefined;
  if (workspace === 'web' && folder === 'src') {
    const [area, feature] = rest;
    if (area === 'features' && feature && rest.length > 2) return { workspace, part: `features/${feature}` };
    return area && rest.length > 1 ? { workspace, part: area } : { workspace };
  }
  if (workspace === 'command-api' && folder === 'src' && rest[0] === 'contracts') {
    return { workspace, part: 'contracts' };
  }
  return { workspace };
}

function ruleBroken(from: { workspace: string; part?: string }, target: Target, isTest: boolean) {
  if (target.kind === 'package') {
    if (from.workspace === 'domain' && !isTest) return 'domain imports nothing but itself';
    return undefined;
  }
  if (target.workspace === from.workspace) return webPartRule(from, target, isTest);
  const allowed = ALLOWED[from.workspace] ?? [];
  const named = target.part ? `${target.workspace}/${target.part}` : target.workspace;
  if (allowed.includes(target.workspace) || allowed.includes(named)) return undefined;
  return `${from.workspace} may import ${allowed.length ? allowed.join(', ') : 'only itself'}, not ${named}`;
}

/**
 * Inside web: shared parts import no feature; a feature imports no other feature; only the app imports
 * the app (tests and the test harness may render it whole).
 */
function webPartRule(from: { workspace: string; part?: string }, target: Target, isTest: boolean) {
  if (from.workspace !== 'web' || target.kind !== 'workspace') return undefined;
  const fromPart = from.part ?? '';
  const toPart = target.part ?? '';
  if (toPart.startsWith('features/') && fromPart !== toPart) {
    if (fromPart.startsWith('features/'))
      return `a web feature imports no other feature (${fromPart} → ${toPart})`;
    if (SHARED_WEB_PARTS.includes(fromPart))
      return `shared web code imports no feature (${fromPart} → ${toPart})`;
  }
  if (toPart === 'app' && fromPart !== 'app' && fromPart !== '' && !isTest)
    return `only the app imports web/src/app (${fromPart})`;
  return undefined;
}

/** Every module specifier a file imports or re-exports, static or dynamic. */
export function importsOf(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((file) => file.fileName);
}

/** Where one import of `file` points; undefined for a relative path that leaves the workspaces. */
function targetOf(root: string, file: string, specifier: string): Target | undefined {
  if (!specifier.startsWith('.')) return targetOfPackage(specifier);
  const place = locate(root, resolve(dirname(file), specifier));
  return place ? { kind: 'workspace', ...place } : undefined;
}

/** The violations of one file's imports. */
export function checkFile(root: string, file: string, source: string): Violation[] {
  const from = locate(root, file);
  if (!from) return [];
  const isTest = /\.test\.tsx?$|[\\/]testing[\\/]/.test(file);
  const violations: Violation[] = [];
  for (const specifier of importsOf(source)) {
    const target = targetOf(root, file, specifier);
    if (!target) {
      violations.push({
        file: relative(root, file),
        specifier,
        rule: 'a relative import leaves the workspaces',
      });
      continue;
    }
    const rule = ruleBroken(from, target, isTest);
    if (rule) violations.push({ file: relative(root, file), specifier, rule });
  }
  return violations;
}

function* sourceFiles(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path;
  }
}

/**
 * Every violation in the workspaces' `src` folders, unit tests included. The `test` folders beside
 * them hold integration tests that drive several workspaces together (a purchase through the API,
 * confirmed by the chain watcher), so they are left out.
 */
export function checkRepository(root: string): Violation[] {
  const violations: Violation[] = [];
  for (const workspace of WORKSPACES) {
    for (const file of sourceFiles(join(root, workspace, 'src'))) {
      violations.push(...checkFile(root, file, readFileSync(file, 'utf8')));
    }
  }
  return violations;
}
