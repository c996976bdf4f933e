// Every read-model migration, in order. Migrations are frozen once released: add, never edit.
import type { Migrations } from '@shop/infra';
import * as projectionCheckpoints from './2026-11-22-projection-checkpoints.js';
import * as streamHeads from './2026-11-22-stream-heads.js';

export const readModelMigrations: Migrations = {
  '2026-11-22-projection-checkpoints': projectionCheckpoints,
  '2026-11-22-stream-heads': streamHeads,
};
