import type {} from 'altcha/types/react';
import type { AltchaWidgetElement } from 'altcha';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { apiBase } from '../api/client';
import { ErrorText } from '../forms/ErrorText';
import { loadAltcha } from './loadAltcha';

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

export const robotCheckUnavailable =
  'The robot check could not be loaded. Please check your internet connection and reload the page; your entries are kept.';
export const robotCheckChallengeFailed =
  'The robot check could not get its challenge from our server. Please try again in a moment; your entries are kept.';

type LoadState = 'loading' | 'ready' | 'failed';

interface StateChangeDetail {
  state: string;
  payload: string | null;
}

/**
 * The self-hosted ALTCHA proof-of-work check. The widget is fetched lazily; its solved
 * payload is what the forms send in `recaptchaToken`.
 */
export function RobotCheck({ id, onChange, error, ref }: RobotCheckProps) {
  const [load, setLoad] = useState<LoadState>('loading');
  const [challengeFailed, setChallengeFailed] = useState(false);
  const widget = useRef<AltchaWidgetElement | null>(null);
  const latestOnChange = useRef(onChange);

  useEffect(() => {
    latestOnChange.current = onChange;
  }, [onChange]);

  useEffect(() => {
    let live = true;
    loadAltcha().then(
      () => {
        if (live) setLoad('ready');
      },
      () => {
        if (live) setLoad('failed');
      },
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const element = widget.current;
    if (load !== 'ready' || !element) return;
    const onStateChange = (event: Event) => {
      const detail = (event as CustomEvent<StateChangeDetail>).detail;
      setChallengeFailed(detail.state === 'error');
      latestOnChange.current(detail.state === 'verified' && detail.payload ? detail.payload : '');
    };
    element.addEventListener('statechange', onStateChange);
    return () => element.removeEventListener('statechange', onStateChange);
  }, [load]);

  useImperativeHandle(
    ref,
    () => ({
      reset() {
        setChallengeFailed(false);
        widget.current?.reset();
        latestOnChange.current('');
      },
    }),
    [],
  );

  const errorId = `${id}-error`;
  const problem =
    load === 'failed' ? robotCheckUnavailable : challengeFailed ? robotCheckChallengeFailed : null;

  return (
    <div>
      <div
        id={id}
        tabIndex={-1}
        aria-describedby={error ? errorId : undefined}
        className="rounded-md focus:outline-2 focus:outline-offset-2 focus:outline-brand-500"
      >
        {load === 'loading' && (
          <p className="text-sm text-gray-600" role="status">
            Loading the robot check...
          </p>
        )}
        {load === 'ready' && (
          <altcha-widget ref={widget} challenge={challengeUrl} name="recaptchaToken" />
        )}
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
