import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import { createQueryClient } from './query-client';

/**
 * Gives the pages below it the site's query client. Only the lazily loaded pages sit below it,
 * so the query library is fetched with the first of them and the home page's first load does
 * without it. The remote keeps its own client, apart from the admin portal's.
 */
export function QueryClientLayout() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
