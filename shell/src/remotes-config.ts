export interface RemotesConfig {
  public_site: string;
  admin_portal: string;
}

const fallback: RemotesConfig = {
  public_site: '/remotes/public-site/remoteEntry.js',
  admin_portal: '/remotes/admin-portal/remoteEntry.js',
};

function withFallbacks(config: Partial<RemotesConfig>): RemotesConfig {
  return {
    public_site: config.public_site ?? fallback.public_site,
    admin_portal: config.admin_portal ?? fallback.admin_portal,
  };
}

/** The addresses the server wrote into the page, when it did. */
function inlinedConfig(): Partial<RemotesConfig> | undefined {
  const inlined = document.getElementById('remotes-config')?.textContent;
  if (!inlined) return undefined;
  try {
    return JSON.parse(inlined) as Partial<RemotesConfig>;
  } catch {
    return undefined;
  }
}

/**
 * Where the remotes live: as the server wrote it into the page (no request to wait for), else
 * read from /remotes.json; if neither can be read, the conventional same-origin paths are tried.
 */
export async function loadRemotesConfig(fetcher: typeof fetch = fetch): Promise<RemotesConfig> {
  const inlined = inlinedConfig();
  if (inlined) return withFallbacks(inlined);
  try {
    const response = await fetcher('/remotes.json', { cache: 'no-store' });
    if (!response.ok) return fallback;
    return withFallbacks((await response.json()) as Partial<RemotesConfig>);
  } catch {
    return fallback;
  }
}
