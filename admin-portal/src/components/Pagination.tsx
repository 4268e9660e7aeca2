interface PaginationProps {
  page: number;
  pageSize: number;
  /** Rows on this page. */
  shown: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous/next, numbered pages and 'Showing X to Y of Z results' over the rows on the page. */
export function Pagination({ page, pageSize, shown, total, onPage }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = shown === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = shown === 0 ? 0 : from + shown - 1;
  const numbers = Array.from({ length: pages }, (_, index) => index + 1).filter(
    (number) => pages <= 7 || number === 1 || number === pages || Math.abs(number - page) <= 1,
  );
  const pageButton = 'min-w-9 rounded-md border px-3 py-1.5 text-sm font-medium';
  return (
    <div className="flex flex-col gap-3 border-t border-gray-200 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-gray-700">
        Showing <span className="font-semibold">{from}</span> to{' '}
        <span className="font-semibold">{to}</span> of{' '}
        <span className="font-semibold">{total}</span> results
      </p>
      <nav aria-label="Pagination" className="flex flex-wrap items-center gap-1">
        <button
          type="button"
          className={`${pageButton} border-gray-300 bg-white disabled:opacity-50`}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          Previous
        </button>
        {numbers.map((number, index) => (
          <span key={number} className="flex items-center gap-1">
            {index > 0 && number - (numbers[index - 1] ?? number) > 1 && (
              <span aria-hidden="true" className="px-1 text-gray-500">
                …
              </span>
            )}
            <button
              type="button"
              aria-label={`Page ${number}`}
              aria-current={number === page ? 'page' : undefined}
              className={`${pageButton} ${
                number === page
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-gray-300 bg-white text-gray-800 hover:bg-gray-50'
              }`}
              onClick={() => onPage(number)}
            >
              {number}
            </button>
          </span>
        ))}
        <button
          type="button"
          className={`${pageButton} border-gray-300 bg-white disabled:opacity-50`}
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          Next
        </button>
      </nav>
    </div>
  );
}
