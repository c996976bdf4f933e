// Every chain-watcher migration. Kysely runs them in name order, hence the numbers; a migration is
// frozen once released: add a new one, never edit an old one.
import type { Migrations } from '@shop/infra';
import * as chainWatcherState from './0001-chain-watcher-state.js';
import * as candidateAmounts from './0002-candidate-amounts.js';

export const chainWatcherMigrations: Migrations = {
  '0001-chain-watcher-state': chainWatcherState,
  '0002-candidate-amounts': candidateAmounts,
};
