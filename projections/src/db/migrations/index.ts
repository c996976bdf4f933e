// Every read-model migration, in order. Migrations are frozen once released: add, never edit.
import type { Migrations } from '@shop/infra';
import * as projectionCheckpoints from './2026-11-22-projection-checkpoints.js';
import * as sentEmails from './2026-11-22-sent-emails.js';
import * as streamHeads from './2026-11-22-stream-heads.js';
import * as users from './2026-11-22-users.js';

export const readModelMigrations: Migrations = {
  '2026-11-22-projection-checkpoints': projectionCheckpoints,
  '2026-11-22-stream-heads': streamHeads,
  '2026-11-22-users': users,
  '2026-11-22-sent-emails': sentEmails,
};
