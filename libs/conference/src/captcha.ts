import type { ApiResult } from './api-results.js';

/**
 * GET /api/captcha/challenge: an ALTCHA (v2 protocol) challenge as the `altcha` widget
 * expects it. The widget's solved payload goes into `recaptchaToken`.
 */
export interface CaptchaChallenge {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength: number;
    keyPrefix: string;
    expiresAt?: number;
    [parameter: string]: unknown;
  };
  signature?: string;
}

/** GET /api/captcha/config: which robot check the forms show. */
export interface CaptchaConfig extends ApiResult {
  provider: 'altcha' | 'recaptcha';
  /** ALTCHA: where the widget fetches challenges. */
  challengeUrl?: string;
  /** reCAPTCHA: the public site key. */
  siteKey?: string;
}
