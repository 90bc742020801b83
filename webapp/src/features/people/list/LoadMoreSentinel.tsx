import { useEffect, useRef } from 'react';
import { SkeletonList } from '../../../ui/Skeleton';

/** Loads the next page when it scrolls into view; shows skeleton rows while it loads. */
export function LoadMoreSentinel({
  onVisible,
  isLoading,
  label,
}: {
  onVisible: () => void;
  isLoading: boolean;
  label: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onVisible);
  latest.current = onVisible;
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return <div ref={ref}>{isLoading ? <SkeletonList rows={2} label={label} /> : <div className="h-4" />}</div>;
}
