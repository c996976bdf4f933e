// The page-and-count block of paged lists (monitoring, audit trail): current page, pages, total.

/** Never fewer than one page, so an empty list still reads 'page 1 of 1'. */
export function pagination(total: number, page: number, limit: number) {
  const pages = Math.max(1, Math.ceil(total / limit));
  return { current: page, pages, total, hasNext: page < pages, hasPrev: page > 1 };
}
