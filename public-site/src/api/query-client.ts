import { QueryClient, notifyManager } from '@tanstack/react-query';

// A form shows a call's outcome in the same turn of the event loop as the answer arrives, as
// its timeouts are counted to the millisecond; the library's default waits for a later timer.
notifyManager.setScheduler(queueMicrotask);

/**
 * The public site's query client. Nothing is retried: a submission that failed shows its
 * message at once, and the visitor decides whether to send it again.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
