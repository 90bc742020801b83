import { useEffect, useState } from 'react';

/** True once the window has scrolled more than `threshold` px (read once per frame). */
export function useScrolledPast(threshold: number): boolean {
  const [isPast, setIsPast] = useState(() => typeof window !== 'undefined' && window.scrollY > threshold);
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
