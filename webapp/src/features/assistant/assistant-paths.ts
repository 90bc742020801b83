import { relationshipPath } from '../shell/paths';

const WIDE = '(min-width: 768px)';

/** A relationship link that opens its chat on wide screens only (spec 2 §2, §4). */
export function chatPathFor(userId: string): string {
  const isWide = typeof window.matchMedia !== 'function' || window.matchMedia(WIDE).matches;
  return `${relationshipPath(userId)}${isWide ? '?chat=true' : ''}`;
}
