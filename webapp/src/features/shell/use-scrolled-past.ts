import { useEffect, useState } from 'react';

/**
 * True once the window has scrolled more than `threshold` px (read once per frame). It starts
 * false and reads the position in the first frame: reading `scrollY` while rendering forced a
 * layout of the page in the middle of the shell's first render (trace at 4x CPU: 12% of it).
 */
export function useScrolledPast(threshold: number): boolean {
  const [isPast, setIsPast] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setIsPast(window.scrollY > threshold));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return isPast;
}
