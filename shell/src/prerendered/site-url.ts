/**
 * The site's public address (PUBLIC_SITE_URL): the pages' canonical and alternate links, the
 * sitemap and the link previews start with it. Without it, the local server's own address.
 */
export function siteUrlFrom(
  env: Readonly<Record<string, string | undefined>>,
  port: number,
): string {
  const configured = env.PUBLIC_SITE_URL;
  if (configured === undefined || configured === '') return `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(configured);
  } catch {
    throw new Error(`PUBLIC_SITE_URL must be an absolute http(s) address; got "${configured}"`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.search || url.hash) {
    throw new Error(
      `PUBLIC_SITE_URL must be an http(s) address without query or fragment; got "${configured}"`,
    );
  }
  return url.href.replace(/\/+$/, '');
}
