/** Where the registrant's access token is kept for the tab's lifetime. */
export const accessTokenStorageKey = 'caawg11.accessToken';

/** Where the token of an author's link to their abstract is kept, apart from the registrant's. */
export const abstractTokenStorageKey = 'caawg11.abstractToken';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Takes the token of an e-mailed access link out of the address bar (so it does not stay in
 * the history, get bookmarked or leak through a Referer) and keeps it in sessionStorage.
 * Returns the token of the link, or the one kept earlier in this tab, or null.
 */
export function takeAccessToken(storageKey = accessTokenStorageKey): string | null {
  const url = new URL(window.location.href);
  const fromLink = url.searchParams.get('token');
  if (fromLink) {
    storage()?.setItem(storageKey, fromLink);
    url.searchParams.delete('token');
    window.history.replaceState(
      window.history.state,
      '',
      `${url.pathname}${url.search}${url.hash}`,
    );
    return fromLink;
  }
  return storage()?.getItem(storageKey) ?? null;
}

export function forgetAccessToken(storageKey = accessTokenStorageKey): void {
  storage()?.removeItem(storageKey);
}
