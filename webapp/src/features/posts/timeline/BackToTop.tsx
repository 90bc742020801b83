import { BACK_TO_TOP_SCROLL_PX } from '@shared/rules';
import { timelinesCopy } from '@shared/ui-copy';
import { ArrowUp } from 'lucide-react';
import type { RefObject } from 'react';
import { useScrolledPast } from '../../shell/use-scrolled-past';
import { useFirstItemAboveViewport } from './use-above-viewport';

function scrollToTop() {
  const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
}

/**
 * Spec 3 §2.2, §4.6: after 50 px of scrolling, a back-to-top button ('New Posts' on home,
 * 'New Activity (n)' in a workspace); past half a screen, a hint when newer posts arrived and
 * the newest is out of sight above (not for a post already on screen).
 */
type BackToTopProps = {
  label: string;
  newCount: number;
  onTop: () => void;
  /** The list of posts: the hint shows only while its newest post is out of sight above. */
  list: RefObject<HTMLElement | null>;
};

export function BackToTop({ label, newCount, onTop, list }: BackToTopProps) {
  const isShown = useScrolledPast(BACK_TO_TOP_SCROLL_PX);
  const isFar = useScrolledPast(typeof window === 'undefined' ? 400 : window.innerHeight / 2);
  const isNewestOutOfSight = useFirstItemAboveViewport(list, newCount);
  const goTop = () => {
    scrollToTop();
    onTop();
  };
  return (
    <>
      {isFar && isNewestOutOfSight && newCount > 0 ? (
        <div className="pointer-events-none fixed inset-x-0 top-20 z-20 flex justify-center">
          <button
            type="button"
            onClick={goTop}
            className="pointer-events-auto inline-flex items-center gap-1.5 rounded-full bg-accent-600 px-4 py-1.5 text-sm font-medium text-white shadow-lg hover:bg-accent-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
          >
            <ArrowUp aria-hidden="true" className="size-4" />
            {timelinesCopy.newPostsHint(newCount)}
          </button>
        </div>
      ) : null}
      {isShown ? (
        <button
          type="button"
          onClick={goTop}
          className="fixed right-4 bottom-4 z-20 inline-flex items-center gap-1.5 rounded-full border border-slate-200 bg-white px-4 py-2 text-sm font-semibold text-accent-700 shadow-lg hover:bg-accent-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
        >
          <ArrowUp aria-hidden="true" className="size-4" />
          {label}
        </button>
      ) : null}
    </>
  );
}
