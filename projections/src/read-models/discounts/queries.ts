// Reads of discount codes used by the API.
import type { Kysely } from 'kysely';
import type { ReadModels } from '../../db/schema.js';

export function listDiscounts(db: Kysely<ReadModels>) {
  return db
    .selectFrom('discounts')
    .leftJoin('users', 'users.user_id', 'discounts.created_by')
    .selectAll('discounts')
    .select('users.username as created_by_username')
    .orderBy('discounts.created_at', 'desc')
    .execute();
}

export type DiscountWithCreator = Awaited<ReturnType<typeof listDiscounts>>[number];
