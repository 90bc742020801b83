import { messages } from '@shared/messages';
import { useCallback, useEffect, useState } from 'react';

/**
 * Leaving a meeting while in it asks first (spec 1 §2): in the app through `requestLeave` (the
 * logo), with the browser's Back (a guard entry of the same address is pushed while in the
 * meeting: Back pops it, the page stays, the question shows and the guard is put back), and
 * when the tab closes or reloads, with the browser's own wording. `confirm` hands over to the
 * caller's way out; `stay` closes the question. Once out of the meeting in place (Leave), the
 * guard entry goes, so the next Back leaves the page at once.
 */
const GUARD_KEY = 'rapportMeetingGuard';
const isGuardEntry = () => (window.history.state as Record<string, unknown> | null)?.[GUARD_KEY] === true;

export function useLeaveGuard(isIn: boolean, leave: () => void) {
  const [isAsking, setIsAsking] = useState(false);

  useEffect(() => {
    if (!isIn) {
      setIsAsking(false);
      return;
    }
    const guard = () =>
      window.history.pushState({ ...(window.history.state ?? {}), [GUARD_KEY]: true }, '', window.location.href);
    guard();
    const onBack = () => {
      guard();
      setIsAsking(true);
    };
    const onUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = messages.meet.leaveConfirm;
    };
    window.addEventListener('popstate', onBack);
    window.addEventListener('beforeunload', onUnload);
    return () => {
      window.removeEventListener('popstate', onBack);
      window.removeEventListener('beforeunload', onUnload);
      // Still on the guard entry: left in place, not by going elsewhere (which pushed an entry).
      if (isGuardEntry()) window.history.back();
    };
  }, [isIn]);

  const requestLeave = useCallback(() => (isIn ? setIsAsking(true) : leave()), [isIn, leave]);
  const stay = useCallback(() => setIsAsking(false), []);
  return { isAsking, requestLeave, stay };
}
