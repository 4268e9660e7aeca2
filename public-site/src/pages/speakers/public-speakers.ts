import { useQuery } from '@tanstack/react-query';
import type { DataResult, PublicSpeakers } from '@caawg11/conference';
import { getJson } from '@caawg11/conference/http';

const loadTimeoutMs = 15_000;

async function fetchPublicSpeakers(): Promise<PublicSpeakers> {
  return (
    await getJson<DataResult<PublicSpeakers>>('/speakers', {
      timeoutMs: loadTimeoutMs,
      credentials: 'omit',
      // As with the programme, the page asks afresh so an organiser's change shows at once.
      cache: 'no-cache',
    })
  ).data;
}

/**
 * `GET /api/speakers`, read once for the page: the invited speakers and the presenters'
 * biographies and photos. A query does not run while pre-rendering, so it loads on hydration.
 */
export function usePublicSpeakers() {
  return useQuery({ queryKey: ['speakers'], queryFn: fetchPublicSpeakers });
}
