import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorPanel } from './ErrorPanel';
import { Spinner } from './Spinner';

interface QueryContentProps<T> {
  query: UseQueryResult<T>;
  /** The spinner's label while nothing has loaded yet. */
  loading: string;
  /** The message of a failed load, shown in the 'Error' panel. */
  failure: string;
  /** Pads the 'Error' panel, for content that fills a card edge to edge, such as a table. */
  inset?: boolean;
  children: (data: T) => ReactNode;
}

/**
 * What a section shows of the data it loads: a spinner until the first answer, then the
 * content; whenever the latest load failed, the 'Error' panel in place of the content, also
 * when an earlier answer is still cached (figures that look current but are not would mislead).
 */
export function QueryContent<T>({
  query,
  loading,
  failure,
  inset = false,
  children,
}: QueryContentProps<T>) {
  if (query.isError) {
    return inset ? (
      <div className="p-4">
        <ErrorPanel message={failure} />
      </div>
    ) : (
      <ErrorPanel message={failure} />
    );
  }
  if (query.isPending) return <Spinner label={loading} />;
  return children(query.data);
}
