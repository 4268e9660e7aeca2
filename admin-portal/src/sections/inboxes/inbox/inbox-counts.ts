import { useQuery } from '@tanstack/react-query';
import type { InboxCounts } from '@caawg11/conference';
import { fetchInboxCounts } from './inbox-api';
import { inboxKeys } from './inbox-queries';

/**
 * New records per inbox the role may read, for the sidebar. Records arrive from the public
 * site at any time, so the counts are asked for again every minute.
 */
export function useInboxCounts(enabled: boolean): InboxCounts {
  const counts = useQuery({
    queryKey: inboxKeys.counts,
    queryFn: fetchInboxCounts,
    enabled,
    refetchInterval: 60_000,
  });
  return counts.data ?? {};
}
