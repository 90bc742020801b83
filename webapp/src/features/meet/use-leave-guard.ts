import { messages } from '@shared/messages';
import { useCallback, useEffect, useState } from 'react';

/**
 * Leaving a meeting while in it asks first (spec 1 §2): in the app through `requestLeave` (the
 * logo), with the browser's Back (a guard entry of the same address is pushed while in the
 * meeting: Back pops it, the page stays, the question shows and the guard is put back), and
 * when the tab closes or reloads, with the browser's own wording. `confirm` hands over to the
 * caller's way out; `stay` closes the question.
 */
export function useLeaveGuard(isIn: boolean, leave: () => void) {
  const [isAsking, setIsAsking] = useState(false);

  useEffect(() => {
    if (!isIn) {
      setIsAsking(false);
      return;
    }
    const guard = () => window.history.pushState(window.history.state, '', window.location.href);
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
    };
  }, [isIn]);

  const requestLeave = useCallback(() => (isIn ? setIsAsking(true) : leave()), [isIn, leave]);
  const stay = useCallback(() => setIsAsking(false), []);
  return { isAsking, requestLeave, stay };
}
