/** Where the unsubscribe link of an announcement leads: the api, under the public site's address. */
const unsubscribePath = '/api/announcements/unsubscribe';

/** A link's token as issued: 32 random bytes in base64url, 43 characters. */
export const unsubscribeTokenPattern = /^[A-Za-z0-9_-]{43}$/;

export function unsubscribeLink(siteUrl: string, token: string): string {
  const link = new URL(`${siteUrl.replace(/\/+$/, '')}${unsubscribePath}`);
  link.searchParams.set('token', token);
  return link.toString();
}
