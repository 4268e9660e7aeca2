import type { Page } from '@playwright/test';

/** The URLs of the api calls `page` makes from now on, as a log in front of the api sees them. */
export function recordApiRequestUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) urls.push(request.url());
  });
  return urls;
}
