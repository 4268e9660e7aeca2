import { remotesConfigElementId } from '@caawg11/conference';

export interface RemotesConfig {
  public_site: string;
  admin_portal: string;
}

const fallback: RemotesConfig = {
  public_site: '/remotes/public-site/remoteEntry.js',
  admin_portal: '/remotes/admin-portal/remoteEntry.js',
};

function withFallback(config: Partial<RemotesConfig>): RemotesConfig {
  return {
    public_site: config.public_site ?? fallback.public_site,
    admin_portal: config.admin_portal ?? fallback.admin_portal,
  };
}

/**
 * Reads /remotes.json: from the page itself when the server wrote it in (a pre-rendered page
 * does, so nothing waits for a request), or else from the server; if it cannot be read, the
 * conventional same-origin paths are tried.
 */
export async function loadRemotesConfig(
  fetcher: typeof fetch = fetch,
  page: Pick<Document, 'getElementById'> = document,
): Promise<RemotesConfig> {
  const inlined = page.getElementById(remotesConfigElementId)?.textContent;
  if (inlined) {
    try {
      return withFallback(JSON.parse(inlined) as Partial<RemotesConfig>);
    } catch {
      // A broken inline copy is ignored: the server's own /remotes.json is read instead.
    }
  }
  try {
    const response = await fetcher('/remotes.json', { cache: 'no-store' });
    if (!response.ok) return fallback;
    return withFallback((await response.json()) as Partial<RemotesConfig>);
  } catch {
    return fallback;
  }
}
