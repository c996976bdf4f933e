// The page-and-count block of paged lists (monitoring, audit trail, finance ledger), beside the envelope
// that carries it: current page, pages, total.
import { z } from 'zod';

export const paginationSchema = z.object({
  current: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
  hasNext: z.boolean(),
  hasPrev: z.boolean(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** The free-text search of the admin lists. */
export const searchTextSchema = z.string().trim().max(200, 'Search text must be at most 200 characters');

/** An admin list's sort direction and optional page (the users and licences lists). */
export const optionalPageQueryFields = {
  order: z.enum(['asc', 'desc'], { error: 'Order must be asc or desc' }).default('asc'),
  /** Given: that page only, and the answer carries `pagination`. */
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
};
