import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from './query-client';

// One client for the whole visit, whichever page loaded this module first. The remote keeps
// its own client, apart from the admin portal's.
const queryClient = createQueryClient();

/** Gives a page loaded on demand the site's query client. */
export function QueryClientLayout({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
