// Kept for infra/bench/rebuild.ts, which imports from here: the process helpers live in ../shared/processes.ts.
export * from '../shared/processes.js';
