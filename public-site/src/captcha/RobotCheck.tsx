import type {} from 'altcha/types/react';
import type { AltchaWidgetElement } from 'altcha';
import type { CaptchaConfig, Language } from '@caawg11/conference';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiBase, getJson } from '@caawg11/conference/http';
import { ErrorText } from '../forms/ErrorText';
import { useLanguage } from '../i18n/language';
import { loadAltcha, type AltchaLanguage } from './loadAltcha';
import { loadRecaptcha, type RecaptchaApi } from './loadRecaptcha';

export interface RobotCheckHandle {
  /** Clears a solved check so the next submission needs a fresh one. */
  reset(): void;
}

interface RobotCheckProps {
  /** Id of the focusable wrapper, used to scroll to the check when it is the first error. */
  id: string;
  /** Called with the solved payload, or with '' when the check is no longer solved. */
  onChange: (token: string) => void;
  error?: string;
  ref?: Ref<RobotCheckHandle>;
}

export const challengeUrl = `${apiBase}/captcha/challenge`;

/** Short: a slow answer only delays the fallback to ALTCHA, which the api always accepts by default. */
export const captchaConfigTimeoutMs = 5000;

export const robotCheckUnavailable =
  'The robot check could not be loaded. Please check your internet connection and reload the page; your entries are kept.';
export const robotCheckChallengeFailed =
  'The robot check could not get its challenge from our server. Please try again in a moment; your entries are kept.';

/** The widget's own texts: English is its default; the others load with it. */
const altchaLanguages: Record<Language, AltchaLanguage | undefined> = {
  en: undefined,
  fr: 'fr-fr',
  pt: 'pt-pt',
};

type Provider = { kind: 'altcha' } | { kind: 'recaptcha'; siteKey: string };

type LoadState = 'loading' | 'ready' | 'failed';

/** How far the widget script of one provider got. */
interface WidgetLoad {
  provider: Provider;
  state: 'ready' | 'failed';
}

interface StateChangeDetail {
  state: string;
  payload: string | null;
}

/**
 * Asks the api which provider checks robots. ALTCHA is the api's default, so any failure to
 * find out falls back to it rather than leaving the form without a check.
 */
async function fetchProvider(): Promise<Provider> {
  try {
    const config = await getJson<CaptchaConfig>('/captcha/config', {
      timeoutMs: captchaConfigTimeoutMs,
    });
    if (config.provider === 'recaptcha' && config.siteKey) {
      return { kind: 'recaptcha', siteKey: config.siteKey };
    }
  } catch {
    // Fall through to the default provider.
  }
  return { kind: 'altcha' };
}

/**
 * The robot check of the public forms: the self-hosted ALTCHA proof of work by default, or
 * Google's reCAPTCHA v2 checkbox when the api is configured for it. The widget is fetched
 * lazily; its token is what the forms send in `recaptchaToken`.
 */
export function RobotCheck({ id, onChange, error, ref }: RobotCheckProps) {
  const { t } = useTranslation('forms');
  const language = useLanguage();
  const widgetLanguage = altchaLanguages[language];
  const recaptchaLanguage = language === 'en' ? undefined : language;
  const provider =
    useQuery({ queryKey: ['captcha-provider'], queryFn: fetchProvider }).data ?? null;
  const [widgetLoad, setWidgetLoad] = useState<WidgetLoad | null>(null);
  const load: LoadState =
    provider !== null && widgetLoad?.provider === provider ? widgetLoad.state : 'loading';
  const [challengeFailed, setChallengeFailed] = useState(false);
  const widget = useRef<AltchaWidgetElement | null>(null);
  const recaptchaContainer = useRef<HTMLDivElement | null>(null);
  const recaptchaApi = useRef<RecaptchaApi | null>(null);
  const recaptcha = useRef<{ api: RecaptchaApi; widgetId: number } | null>(null);
  const latestOnChange = useRef(onChange);

  useEffect(() => {
    latestOnChange.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (provider === null) return;
    let live = true;
    const start = async () => {
      // English is each widget's default, so it is loaded as it always was.
      if (provider.kind === 'recaptcha') {
        recaptchaApi.current = await (recaptchaLanguage
          ? loadRecaptcha(recaptchaLanguage)
          : loadRecaptcha());
      } else {
        await (widgetLanguage ? loadAltcha(widgetLanguage) : loadAltcha());
      }
    };
    start().then(
      () => {
        if (live) setWidgetLoad({ provider, state: 'ready' });
      },
      () => {
        if (live) setWidgetLoad({ provider, state: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [provider, widgetLanguage, recaptchaLanguage]);

  useEffect(() => {
    const element = widget.current;
    if (load !== 'ready' || provider?.kind !== 'altcha' || !element) return;
    const onStateChange = (event: Event) => {
      const detail = (event as CustomEvent<StateChangeDetail>).detail;
      setChallengeFailed(detail.state === 'error');
      latestOnChange.current(detail.state === 'verified' && detail.payload ? detail.payload : '');
    };
    element.addEventListener('statechange', onStateChange);
    // The widget marks its own checkbox `required`, so a form the browser validates would stop
    // at the browser's bubble before the form could name every missing field in its own
    // words. ALTCHA's only switch for that (auto="onsubmit") solves the check on submit, which
    // would hide the robot check's own message; so the attribute is taken off as it appears.
    const keepOptional = () => {
      for (const box of element.querySelectorAll('input[type="checkbox"][required]')) {
        box.removeAttribute('required');
      }
    };
    keepOptional();
    const observer = new MutationObserver(keepOptional);
    observer.observe(element, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['required'],
    });
    return () => {
      element.removeEventListener('statechange', onStateChange);
      observer.disconnect();
    };
  }, [load, provider]);

  useEffect(() => {
    const container = recaptchaContainer.current;
    const api = recaptchaApi.current;
    if (load !== 'ready' || provider?.kind !== 'recaptcha' || !container || !api) return;
    // grecaptcha cannot render twice into one element nor remove a widget, so each render gets
    // a fresh child that the cleanup removes (StrictMode runs this effect twice).
    const target = document.createElement('div');
    container.append(target);
    const widgetId = api.render(target, {
      sitekey: provider.siteKey,
      callback: (token) => {
        setChallengeFailed(false);
        latestOnChange.current(token);
      },
      'expired-callback': () => latestOnChange.current(''),
      // Google calls this when it loses its connection; the visitor can retry once it is back.
      'error-callback': () => {
        setChallengeFailed(true);
        latestOnChange.current('');
      },
    });
    recaptcha.current = { api, widgetId };
    return () => {
      recaptcha.current = null;
      target.remove();
    };
  }, [load, provider]);

  useImperativeHandle(
    ref,
    () => ({
      reset() {
        setChallengeFailed(false);
        if (recaptcha.current) recaptcha.current.api.reset(recaptcha.current.widgetId);
        else widget.current?.reset();
        latestOnChange.current('');
      },
    }),
    [],
  );

  const errorId = `${id}-error`;
  const problem =
    load === 'failed'
      ? t('robotCheck.unavailable')
      : challengeFailed
        ? provider?.kind === 'recaptcha'
          ? t('robotCheck.unavailable')
          : t('robotCheck.challengeFailed')
        : null;

  return (
    <div>
      <div
        id={id}
        role="group"
        aria-label={t('robotCheck.label')}
        tabIndex={-1}
        aria-describedby={error ? errorId : undefined}
        className="rounded-md focus:outline-2 focus:outline-offset-2 focus:outline-brand-500"
      >
        {load === 'loading' && (
          <p className="text-sm text-gray-600" role="status">
            {t('robotCheck.loading')}
          </p>
        )}
        {load === 'ready' && provider?.kind === 'altcha' && (
          <altcha-widget
            ref={widget}
            challenge={challengeUrl}
            name="recaptchaToken"
            language={widgetLanguage}
          />
        )}
        {load === 'ready' && provider?.kind === 'recaptcha' && <div ref={recaptchaContainer} />}
      </div>
      {problem && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {problem}
        </p>
      )}
      <ErrorText id={errorId} message={error} />
    </div>
  );
}
