import { createHash } from 'node:crypto';
import type { CaptchaChallenge, CaptchaConfig } from '@caawg11/conference';
import type { CaptchaProvider, CaptchaVerdict } from './captcha-provider.js';
import type { CaptchaReplayStore } from './captcha-replay-store.js';

export const siteVerifyUrl = 'https://www.google.com/recaptcha/api/siteverify';

/** POSTs a form to a URL and resolves with the parsed JSON answer; rejects when there is none. */
export type SiteVerifyHttp = (url: string, form: URLSearchParams) => Promise<unknown>;

/** Injection token of the HTTP function that calls Google (tests hand in their own). */
export const RECAPTCHA_HTTP = Symbol('RECAPTCHA_HTTP');

export const fetchSiteVerify: SiteVerifyHttp = async (url, form) => {
  const response = await fetch(url, {
    method: 'POST',
    body: form,
    signal: AbortSignal.timeout(5_000),
  });
  if (!response.ok) throw new Error(`reCAPTCHA siteverify answered HTTP ${response.status}`);
  return response.json();
};

/** Google's tokens are valid for two minutes; a used one is remembered a little longer. */
const tokenLifetimeSeconds = 3 * 60;

/** Error codes that mean our configuration is wrong rather than the visitor's token. */
const configurationErrors = ['missing-input-secret', 'invalid-input-secret'];

interface SiteVerifyAnswer {
  success: boolean;
  errorCodes: string[];
}

function readAnswer(answer: unknown): SiteVerifyAnswer {
  if (typeof answer !== 'object' || answer === null || !('success' in answer)) {
    throw new Error('reCAPTCHA siteverify sent an answer without "success"');
  }
  const codes = (answer as { 'error-codes'?: unknown })['error-codes'];
  return {
    success: answer.success === true,
    errorCodes: Array.isArray(codes) ? codes.filter((code) => typeof code === 'string') : [],
  };
}

/** Google reCAPTCHA, used when CAPTCHA_PROVIDER=recaptcha and its keys are configured. */
export class RecaptchaProvider implements CaptchaProvider {
  constructor(
    private readonly keys: { secretKey: string; siteKey: string },
    private readonly http: SiteVerifyHttp,
    private readonly replay: CaptchaReplayStore,
  ) {}

  publicConfig(): CaptchaConfig {
    return {
      success: true,
      message: 'reCAPTCHA',
      provider: 'recaptcha',
      siteKey: this.keys.siteKey,
    };
  }

  issueChallenge(): Promise<CaptchaChallenge | null> {
    return Promise.resolve(null);
  }

  async verify(token: string, clientIp: string): Promise<CaptchaVerdict> {
    const form = new URLSearchParams({ secret: this.keys.secretKey, response: token });
    if (clientIp) form.set('remoteip', clientIp);
    const answer = readAnswer(await this.http(siteVerifyUrl, form));
    if (!answer.success) {
      const misconfigured = answer.errorCodes.filter((code) => configurationErrors.includes(code));
      if (misconfigured.length > 0) {
        throw new Error(`reCAPTCHA refused our configuration: ${misconfigured.join(', ')}`);
      }
      return answer.errorCodes.includes('timeout-or-duplicate') ? 'expired' : 'invalid';
    }
    // Google refuses a second use too; remembering it here also covers its own replicas' lag.
    const id = createHash('sha256').update(token).digest('hex');
    return (await this.replay.claim(`recaptcha:${id}`, tokenLifetimeSeconds))
      ? 'solved'
      : 'replayed';
  }
}
