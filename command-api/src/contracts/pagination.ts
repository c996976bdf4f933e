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
