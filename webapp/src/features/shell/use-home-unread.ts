import { useUnreadGroups } from '../groups/use-groups';
import { useUnreadPairings } from '../people/list/use-relationships';

/** Home's marker (spec 1 §2 Header): something unread in a relationship or a group. */
export function useHomeUnread(): boolean {
  const pairings = useUnreadPairings();
  const groups = useUnreadGroups();
  return pairings.size > 0 || groups.size > 0;
}
