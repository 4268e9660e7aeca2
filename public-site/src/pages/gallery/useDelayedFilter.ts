import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A filter whose choice shows at once (the pressed button) while the filtered content follows
 * after a short loading state. Choosing again during the delay restarts it with the new value.
 */
export function useDelayedFilter<T>(initial: T, delayMs: number) {
  const [chosen, setChosen] = useState(initial);
  const [shown, setShown] = useState(initial);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const choose = useCallback(
    (next: T) => {
      if (next === chosen) return;
      setChosen(next);
      setLoading(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        setShown(next);
        setLoading(false);
      }, delayMs);
    },
    [chosen, delayMs],
  );

  return { chosen, shown, loading, choose };
}
