import { useCallback, useEffect, useRef } from 'react';

/** Runs the last call only, `delayMs` after the calls stop (spec 3 §9: actions 500 ms, rating 300 ms). */
export function useDebouncedAction<A extends unknown[]>(action: (...args: A) => void, delayMs: number) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(action);
  latest.current = action;
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(
    (...args: A) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(...args), delayMs);
    },
    [delayMs],
  );
}
