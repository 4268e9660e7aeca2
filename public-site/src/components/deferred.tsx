import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A component whose code is fetched only when it is wanted, and drawn at once (without a
 * loading state) from then on, or from the start when it has already arrived.
 */
export interface Deferred<TProps extends object> {
  /** Fetches the code, once; resolves when it has arrived. */
  preload(): Promise<ComponentType<TProps>>;
  /** The component, when its code has arrived. */
  readonly loaded: ComponentType<TProps> | undefined;
}

export function deferred<TProps extends object>(
  load: () => Promise<ComponentType<TProps>>,
): Deferred<TProps> {
  let loaded: ComponentType<TProps> | undefined;
  let pending: Promise<ComponentType<TProps>> | undefined;
  return {
    preload() {
      pending ??= load().then(
        (component) => (loaded = component),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    get loaded() {
      return loaded;
    },
  };
}

/** The component once its code has arrived, after `preload()` has been called for it. */
export function useDeferred<TProps extends object>(
  component: Deferred<TProps>,
  wanted: boolean,
): ComponentType<TProps> | undefined {
  const [loaded, setLoaded] = useState(() => component.loaded);
  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    component.preload().then(
      (arrived) => current && setLoaded(() => arrived),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [component, wanted, loaded]);
  return loaded;
}

/**
 * Content below the fold, fetched when the visitor scrolls or it comes into view. Until then
 * a placeholder holds its place (give it at least the content's height on the first screen, so
 * that nothing in view moves when the content arrives) and tells assistive technology that
 * it is loading.
 */
export function BelowTheFold({
  content,
  placeholderClassName,
  placeholderElement: Placeholder = 'div',
}: {
  content: Deferred<object>;
  placeholderClassName: string;
  /** The element that stands in for the content: a `footer` keeps the page's landmark. */
  placeholderElement?: 'div' | 'footer';
}) {
  const { t } = useTranslation();
  const [placeholder, setPlaceholder] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const Content = useDeferred(content, wanted);

  useEffect(() => {
    if (Content || wanted) return;
    if (!placeholder) return;
    if (typeof IntersectionObserver !== 'function') {
      setWanted(true);
      return;
    }
    // Any scroll is the visitor heading down; an element merely touching the bottom edge of
    // the screen is not yet in view.
    const want = () => setWanted(true);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.intersectionRatio > 0)) want();
    });
    observer.observe(placeholder);
    window.addEventListener('scroll', want, { once: true, passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', want);
    };
  }, [Content, wanted, placeholder]);

  if (Content) return <Content />;
  return (
    <Placeholder ref={setPlaceholder} aria-busy="true" className={placeholderClassName}>
      <p className="sr-only">{t('loading')}</p>
    </Placeholder>
  );
}
