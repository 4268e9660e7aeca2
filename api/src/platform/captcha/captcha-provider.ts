import type { CaptchaChallenge, CaptchaConfig } from '@caawg11/conference';

/** Injection token of the robot check in use (AppConfig.CAPTCHA_PROVIDER chooses it). */
export const CAPTCHA_PROVIDER = Symbol('CAPTCHA_PROVIDER');

/** What a robot-check payload turned out to be. Only 'solved' lets a submission through. */
export type CaptchaVerdict = 'solved' | 'invalid' | 'expired' | 'replayed';

/**
 * A robot check: ALTCHA, self-hosted proof of work (the default: no third party sees the
 * visitors), or Google reCAPTCHA, chosen by CAPTCHA_PROVIDER. Each
 * solved payload is accepted once.
 */
export interface CaptchaProvider {
  /** What the forms need to show the check. */
  publicConfig(): CaptchaConfig;
  /** A fresh challenge for the widget, or null when the provider issues none (reCAPTCHA). */
  issueChallenge(): Promise<CaptchaChallenge | null>;
  /**
   * Checks a payload from `recaptchaToken` and uses it up. Throws only when the check itself
   * cannot be made (e.g. Google unreachable), never for a bad payload.
   */
  verify(token: string, clientIp: string): Promise<CaptchaVerdict>;
}
