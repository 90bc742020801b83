import { useSearchParams } from 'react-router-dom';

/** Wider than a phone: the spec adds `chat=true` to workspace links on non-mobile widths only. */
const WIDE = '(min-width: 768px)';

/**
 * `?chat=true` on a relationship or group link (spec 1 §2, spec 2 §1): open the chat directly,
 * on wide screens; a phone keeps the timeline first.
 */
export function useChatLink(): boolean {
  const [params] = useSearchParams();
  if (params.get('chat') !== 'true') return false;
  return typeof window.matchMedia !== 'function' || window.matchMedia(WIDE).matches;
}
