/**
 * The shell's security headers. Its Content-Security-Policy must let the page load the two
 * remotes, which live on origins known only when the server starts (PUBLIC_SITE_REMOTE_URL,
 * ADMIN_PORTAL_REMOTE_URL): their scripts, styles, images, fonts and media. The same policy
 * is built by shell/docker/40-remotes-json.sh for nginx; a test keeps the two equal.
 */

export interface ContentSecurityOptions {
  /**
   * The public forms use Google's reCAPTCHA (CAPTCHA_PROVIDER=recaptcha): its script and its
   * checkbox frame come from Google. Off by default so that ALTCHA sites allow no Google origin.
   */
  recaptcha?: boolean;
}

/** Google's documented sources for reCAPTCHA v2: https://developers.google.com/recaptcha/docs/faq */
const recaptchaScriptSources = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
];
const recaptchaFrameSources = [
  'https://www.google.com/recaptcha/',
  'https://recaptcha.google.com/recaptcha/',
];

/** Whether the environment the server starts with selects reCAPTCHA for the robot check. */
export function recaptchaEnabled(env: Readonly<Record<string, string | undefined>>): boolean {
  return env.CAPTCHA_PROVIDER === 'recaptcha';
}

/** The origin of an absolute remote address; none for a same-origin path such as /remotes/x. */
export function remoteOrigin(entry: string): string | undefined {
  if (!/^https?:\/\//i.test(entry)) return undefined;
  return new URL(entry).origin;
}

export function shellContentSecurityPolicy(
  remoteEntries: readonly string[],
  options: ContentSecurityOptions = {},
): string {
  const google = options.recaptcha ? recaptchaScriptSources : [];
  const remotes = [
    ...new Set(remoteEntries.map(remoteOrigin).filter((o): o is string => o !== undefined)),
  ];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // 'wasm-unsafe-eval' compiles WebAssembly only (the door's QR reader on phones without a
    // native BarcodeDetector); JavaScript eval stays refused.
    ['script-src', ["'self'", "'wasm-unsafe-eval'", ...remotes, ...google]],
    // Tailwind's output is a stylesheet; 'unsafe-inline' is for the <style> the robot-check
    // widget injects and for module federation's style loading of the remotes' CSS.
    ['style-src', ["'self'", "'unsafe-inline'", ...remotes]],
    ['img-src', ["'self'", 'data:', 'blob:', ...remotes]],
    ['font-src', ["'self'", 'data:', ...remotes]],
    ['media-src', ["'self'", ...remotes]],
    // The api is proxied under the shell's own origin (/api).
    ['connect-src', ["'self'", ...remotes]],
    // The robot check solves its proof of work in workers started from blob: URLs.
    ['worker-src', ["'self'", 'blob:']],
    // Without reCAPTCHA no frame-src is sent and default-src 'self' governs frames.
    ...(options.recaptcha
      ? [['frame-src', recaptchaFrameSources] satisfies [string, string[]]]
      : []),
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Headers every front-end response carries, in development as well. */
export const baseSecurityHeaders: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
};

/** Headers of the built shell (vite preview); the dev server omits the CSP (HMR needs inline scripts). */
export function shellSecurityHeaders(
  remoteEntries: readonly string[],
  options: ContentSecurityOptions = {},
): Record<string, string> {
  return {
    ...baseSecurityHeaders,
    'Content-Security-Policy': shellContentSecurityPolicy(remoteEntries, options),
  };
}
