// Previous / Next through a paged list, with where we are; hidden when everything fits on one page.

/** Where a paged list is, as the API's pagination reports it. */
export type PageState = { current: number; pages: number; total: number; hasNext: boolean; hasPrev: boolean };

type PaginationProps = {
  label: string;
  pagination: PageState;
  onPage: (page: number) => void;
};

export function Pagination({ label, pagination, onPage }: PaginationProps) {
  if (pagination.pages <= 1) return null;
  const { current, pages, total } = pagination;
  return (
    <nav className="pagination" aria-label={label}>
      <button
        type="button"
        className="button button--small"
        disabled={!pagination.hasPrev}
        onClick={() => onPage(current - 1)}
      >
        Previous
      </button>
      <span className="pagination__status">
        Page {current} of {pages} ({total} total)
      </span>
      <button
        type="button"
        className="button button--small"
        disabled={!pagination.hasNext}
        onClick={() => onPage(current + 1)}
      >
        Next
      </button>
    </nav>
  );
}
