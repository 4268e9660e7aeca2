import {
  lazy,
  Suspense,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../hooks/useHydrated';

/**
 * A component whose code is fetched only when it is wanted, and drawn at once (without a
 * loading state) from then on, or from the start when it has already arrived.
 */
interface Deferred<TProps extends object> {
  /** Fetches the code, once; resolves when it has arrived. */
  preload(): Promise<unknown>;
  isLoaded(): boolean;
  /** Draws the component, suspending while its code is fetched if it has not arrived. */
  Component: ComponentType<TProps>;
}

export function deferred<TProps extends object>(
  load: () => Promise<ComponentType<TProps>>,
): Deferred<TProps> {
  let loaded: { default: ComponentType<TProps> } | undefined;
  let pending: Promise<{ default: ComponentType<TProps> }> | undefined;
  const preload = () => {
    pending ??= load().then(
      (component) => (loaded = { default: component }),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return {
    preload,
    isLoaded: () => loaded !== undefined,
    // Code that has arrived is handed over at once (a thenable that resolves as it is asked),
    // so React draws it without suspending.
    Component: lazy(() => {
      const arrived = loaded;
      if (!arrived) return preload();
      const handOver = (resolve: (module: typeof arrived) => void) => resolve(arrived);
      return { then: handOver } as unknown as Promise<typeof arrived>;
    }),
  };
}

/**
 * Content below the fold, fetched when the visitor scrolls or it comes into view, and only
 * then: a visitor who never heads down never downloads it, and the first screen's code and
 * images never wait for it. Until then a placeholder holds its place (give it at least the
 * content's height on the first screen, so that nothing in view moves when the content
 * arrives), tells assistive technology that it is loading, and shows the `outline` it is given:
 * the content's headings, so that a reader moving from heading to heading finds every section
 * and, reaching one, brings it into view and so fetches it.
 */
export function BelowTheFold({
  content,
  placeholderClassName,
  outline,
}: {
  content: Deferred<object>;
  placeholderClassName: string;
  outline: ReactNode;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [placeholder, setPlaceholder] = useState<HTMLElement | null>(null);
  // A page rendered ahead of its visitor holds the content itself, and hydration keeps it
  // (fetching its code) rather than swapping it for the placeholder.
  const [wanted, setWanted] = useState(
    () => !hydrated || content.isLoaded() || typeof IntersectionObserver !== 'function',
  );

  useEffect(() => {
    if (wanted || !placeholder) return;
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
  }, [wanted, placeholder]);

  // The same elements for every render that changes nothing they show: the render right after
  // hydration then leaves alone content whose code has not arrived yet, where new elements
  // would replace the server's HTML with the placeholder.
  const loading = t('loading');
  const waiting = useMemo(
    () => (
      <div ref={setPlaceholder} aria-busy="true" className={placeholderClassName}>
        {outline}
        <p className="sr-only">{loading}</p>
      </div>
    ),
    [placeholderClassName, outline, loading],
  );
  const drawn = useMemo(
    () => (
      <Suspense fallback={waiting}>
        <content.Component />
      </Suspense>
    ),
    [content, waiting],
  );
  return wanted ? drawn : waiting;
}
