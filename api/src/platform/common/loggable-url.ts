/** What a log line shows in place of a secret. */
export const redactedValue = '[Redacted]';

/** Route parameters whose values authorise a request on their own. */
const secretParameter = /token|signature|secret|password/i;

/**
 * The longest path segment or query name kept from a request no route matched: such a request
 * has no named parameters to go by, and every token and signature the api issues is longer.
 */
const longestUnnamedSegment = 24;

function shortOrRedacted(text: string): string {
  return text.length > longestUnnamedSegment ? redactedValue : text;
}

function loggablePath(path: string, routePattern: string | undefined): string {
  const segments = path.split('/');
  if (routePattern === undefined) return segments.map(shortOrRedacted).join('/');
  const patternSegments = routePattern.split('/');
  return segments
    .map((segment, index) => {
      const pattern = patternSegments[index] ?? '';
      return pattern.startsWith(':') && secretParameter.test(pattern) ? redactedValue : segment;
    })
    .join('/');
}

/** Query values never reach a log: any of them may be a token a client was careless with. */
function loggableQuery(query: string): string {
  const names = query
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => `${shortOrRedacted(pair.split('=', 1)[0] ?? '')}=${redactedValue}`);
  return names.length === 0 ? '' : `?${names.join('&')}`;
}

/**
 * A request's URL as logs may keep it: the values of its query and of secret route parameters
 * (`routePattern`, such as `/api/files/:fileId/:expires/:signature`) replaced by a placeholder.
 */
export function loggableUrl(url: string, routePattern?: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return loggablePath(url, routePattern);
  return (
    loggablePath(url.slice(0, queryStart), routePattern) + loggableQuery(url.slice(queryStart + 1))
  );
}
