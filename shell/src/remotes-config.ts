export interface RemotesConfig {
  public_site: string;
  admin_portal: string;
}

const fallback: RemotesConfig = {
  public_site: '/remotes/public-site/remoteEntry.js',
  admin_portal: '/remotes/admin-portal/remoteEntry.js',
};

/** Reads /remotes.json; if it cannot be read, the conventional same-origin paths are tried. */
export async function loadRemotesConfig(fetcher: typeof fetch = fetch): Promise<RemotesConfig> {
  try {
    const response = await fetcher('/remotes.json', { cache: 'no-store' });
    if (!response.ok) return fallback;
    const config = (await response.json()) as Partial<RemotesConfig>;
    return {
      public_site: config.public_site ?? fallback.public_site,
      admin_portal: config.admin_portal ?? fallback.admin_portal,
    };
  } catch {
    return fallback;
  }
}
