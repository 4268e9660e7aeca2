/** The part of Google's reCAPTCHA v2 API the robot check uses. */
export interface RecaptchaApi {
  ready(callback: () => void): void;
  render(
    container: HTMLElement,
    parameters: {
      sitekey: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ): number;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: RecaptchaApi;
  }
}

export const recaptchaScriptUrl = 'https://www.google.com/recaptcha/api.js?render=explicit';

let loading: Promise<RecaptchaApi> | undefined;

/**
 * Loads Google's reCAPTCHA script on demand and only once, so that pages without a form, and
 * sites using ALTCHA, never contact Google. Resolves once the API is ready to render widgets.
 * `language` (fr, pt) sets the checkbox's texts; without it Google follows the browser. The
 * script loads once, so the first form's language stays until the page reloads.
 */
export function loadRecaptcha(language?: string): Promise<RecaptchaApi> {
  loading ??= new Promise<RecaptchaApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = language
      ? `${recaptchaScriptUrl}&hl=${encodeURIComponent(language)}`
      : recaptchaScriptUrl;
    script.async = true;
    script.onload = () => {
      const api = window.grecaptcha;
      if (api) api.ready(() => resolve(api));
      else reject(new Error('reCAPTCHA script loaded without defining grecaptcha'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error('reCAPTCHA script could not be loaded'));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    // Forget the failure so that a later form (or a retry) can try the script again.
    loading = undefined;
    throw error;
  });
  return loading;
}
