import { uiCopy } from '@shared/ui-copy';
import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import type { RealtimeState } from '../../lib/realtime-client';

const dotColors = { open: 'bg-emerald-500', connecting: 'bg-amber-500', closed: 'bg-slate-400' } as const;

/** Seconds until `time`, refreshed every second while there is a time to count to. */
function useSecondsUntil(time: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (time === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [time]);
  return time === null ? null : Math.max(0, Math.ceil((time - now) / 1000));
}

/** A dot and a word for the realtime connection: Live, Connecting…, Offline (retry in n s). */
export function ConnectionStatus({ state, className }: { state: RealtimeState; className?: string }) {
  const secondsLeft = useSecondsUntil(state.status === 'closed' ? state.nextRetryAt : null);
  const label =
    state.status === 'open'
      ? uiCopy.realtime.open
      : state.status === 'connecting'
        ? uiCopy.realtime.connecting
        : secondsLeft !== null
          ? uiCopy.realtime.retryIn(secondsLeft)
          : uiCopy.realtime.closed;
  return (
    <span
      role="status"
      className={clsx('inline-flex items-center gap-2 text-xs font-medium text-slate-700', className)}
    >
      <span aria-hidden="true" className="relative flex size-2.5">
        {state.status === 'open' ? (
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-60" />
        ) : null}
        <span className={clsx('relative inline-flex size-2.5 rounded-full', dotColors[state.status])} />
      </span>
      {label}
    </span>
  );
}
