import {
  lazy,
  Suspense,
  use,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { prerenderedPage } from '../prerender/hydration';

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

/** A promise settled from outside: the visitor heading for content below the fold. */
function signal(settledAlready: boolean): { promise: Promise<void>; settle: () => void } {
  let settle = () => undefined as void;
  const promise = settledAlready
    ? Promise.resolve()
    : new Promise<void>((resolve) => (settle = resolve));
  return { promise, settle };
}

/** Suspends until the visitor heads for the content, then draws it (suspending for its code). */
function WhenWanted({ wanted, content }: { wanted: Promise<void>; content: Deferred<object> }) {
  use(wanted);
  return <content.Component />;
}

/**
 * Content below the fold, fetched when the visitor scrolls or it comes into view, and only
 * then: a visitor who never heads down never downloads it, and the first screen's code and
 * images never wait for it. Until then a placeholder holds its place (give it at least the
 * content's height on the first screen, so that nothing in view moves when the content
 * arrives), tells assistive technology that it is loading, and shows the `outline` it is given:
 * the content's headings, so that a reader moving from heading to heading finds every section
 * and, reaching one, brings it into view and so fetches it.
 *
 * A pre-rendered page holds the content itself, rendered at build time (where there is no
 * IntersectionObserver, so it is wanted at once): the browser keeps that HTML, readable and
 * found by search, while the code still waits for the visitor to head down (or to do anything),
 * and hydrates it when it arrives. Nothing here re-renders meanwhile.
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
  const region = useRef<HTMLDivElement>(null);
  // Rendering the page's HTML (at build time) or taking it over (hydrating it).
  const [keepsHtml] = useState(
    () => typeof document === 'undefined' || prerenderedPage() !== undefined,
  );
  const [wanted, setWanted] = useState(
    () => content.isLoaded() || typeof IntersectionObserver !== 'function',
  );
  const [visitorHeadingDown] = useState(() => signal(wanted));

  useEffect(() => {
    const element = region.current;
    if (wanted || !element) return;
    // Any scroll is the visitor heading down; an element merely touching the bottom edge of
    // the screen is not yet in view.
    const want = () => {
      if (keepsHtml) visitorHeadingDown.settle();
      else setWanted(true);
      stop();
    };
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.intersectionRatio > 0)) want();
    });
    // React takes over a pre-rendered page's content (hydrates it) before any update reaches
    // it: a navigation would otherwise wait on content still waiting for the visitor. So the
    // first touch, click, key or history move fetches its code too.
    const interactions = keepsHtml ? (['pointerdown', 'keydown', 'popstate'] as const) : [];
    function stop() {
      observer.disconnect();
      window.removeEventListener('scroll', want);
      for (const type of interactions) window.removeEventListener(type, want, true);
    }
    observer.observe(element);
    window.addEventListener('scroll', want, { once: true, passive: true });
    for (const type of interactions) window.addEventListener(type, want, true);
    return stop;
  }, [wanted, keepsHtml, visitorHeadingDown]);

  const placeholder = (
    <div aria-busy="true" className={placeholderClassName}>
      {outline}
      <p className="sr-only">{t('loading')}</p>
    </div>
  );
  let drawn: ReactNode = placeholder;
  if (keepsHtml) {
    drawn = (
      <Suspense fallback={placeholder}>
        <WhenWanted wanted={visitorHeadingDown.promise} content={content} />
      </Suspense>
    );
  } else if (wanted) {
    drawn = (
      <Suspense fallback={placeholder}>
        <content.Component />
      </Suspense>
    );
  }
  return <div ref={region}>{drawn}</div>;
}
