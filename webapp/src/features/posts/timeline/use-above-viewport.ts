import { type RefObject, useEffect, useState } from 'react';

/**
 * True while the first item of `list` lies wholly above the viewport (read once per frame on
 * scroll and when `version` changes): the new-posts hint points up only at posts out of sight.
 */
export function useFirstItemAboveViewport(list: RefObject<HTMLElement | null>, version: unknown): boolean {
  const [isAbove, setIsAbove] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` re-measures when new posts arrive, not on scroll only.
  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const first = list.current?.querySelector(':scope > li');
        setIsAbove(!!first && first.getBoundingClientRect().bottom < 0);
      });
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [list, version]);
  return isAbove;
}
