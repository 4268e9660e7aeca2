import {
  lazy,
  Suspense,
  use,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from '@caawg11/conference/routing';

/**
 * A component whose code is fetched only when it is wanted, and drawn at once (without a
 * loading state) from then on, or from the start when it has already arrived.
 */
interface Deferred<TProps extends object> {
  /** Fetches the code, once; resolves when it has arrived. */
  preload(): Promise<unknown>;
  isLoaded(): boolean;
  /** Resolves when the code has arrived, without fetching it. */
  arrival(): Promise<unknown>;
  /** Draws the component, suspending while its code is fetched if it has not arrived. */
  Component: ComponentType<TProps>;
}

export function deferred<TProps extends object>(
  load: () => Promise<ComponentType<TProps>>,
): Deferred<TProps> {
  let loaded: { default: ComponentType<TProps> } | undefined;
  let pending: Promise<{ default: ComponentType<TProps> }> | undefined;
  let announceArrival = () => {};
  const arrival = new Promise<void>((resolve) => (announceArrival = resolve));
  const preload = () => {
    pending ??= load().then(
      (component) => {
        loaded = { default: component };
        announceArrival();
        return loaded;
      },
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
    arrival: () => arrival,
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
  const [area, setArea] = useState<HTMLElement | null>(null);
  // A navigation reaches everything that reads the location, the server's markup of this
  // content included, and React can update that markup only once the code has arrived: the
  // navigation would wait for a scroll that may never come. So the code is fetched as soon as
  // the visitor moves to another page (fetching is all this does, whenever it runs).
  const { key: locationKey } = useLocation();
  const [arrivalLocationKey] = useState(locationKey);
  if (locationKey !== arrivalLocationKey && !content.isLoaded()) {
    void content.preload().catch(() => undefined);
  }

  useEffect(() => {
    if (content.isLoaded() || !area) return;
    const want = () => void content.preload().catch(() => undefined);
    if (typeof IntersectionObserver !== 'function') return want();
    // Any scroll is the visitor heading down; an element merely touching the bottom edge of
    // the screen is not yet in view.
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.intersectionRatio > 0)) want();
    });
    observer.observe(area);
    window.addEventListener('scroll', want, { once: true, passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', want);
    };
  }, [area, content]);

  // The same elements for every render that changes nothing they show: a render after
  // hydration then leaves alone the server's markup of content whose code has not arrived,
  // where new elements would replace it with the placeholder.
  const loading = t('loading');
  const drawn = useMemo(
    () => (
      <Suspense
        fallback={
          <div aria-busy="true" className={placeholderClassName}>
            {outline}
            <p className="sr-only">{loading}</p>
          </div>
        }
      >
        <Arrived content={content} />
      </Suspense>
    ),
    [content, placeholderClassName, outline, loading],
  );
  return <div ref={setArea}>{drawn}</div>;
}

/**
 * The content once its code has arrived. A page drawn at build time holds the content's markup
 * from the start: while the code is still to come, that markup stays in place, readable, and
 * comes to life when the code arrives. Where nothing can watch the screen (a server drawing the
 * page), the code is fetched at once.
 */
function Arrived({ content }: { content: Deferred<object> }) {
  if (!content.isLoaded()) {
    use(typeof IntersectionObserver === 'function' ? content.arrival() : content.preload());
  }
  return <content.Component />;
}
