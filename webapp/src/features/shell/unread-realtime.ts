import { commentEvents, postEvents } from '@shared/events';
import type { RealtimeHandler, RealtimeHandlers } from '../../lib/realtime-bridge';
import { groupKeys } from '../groups/groups-api';
import { jobKeys } from '../jobs/jobs-api';
import { peopleKeys } from '../people/relationships-api';
import { refreshAfterEvent } from '../../lib/refresh-after-event';

type Where = { groupId?: string | null; pairingId?: string | null };

/**
 * Something new (or its rollback) in a relationship or a group: the unread sets of the sidebar
 * tabs and of Home's marker are asked again; the server decides what is unread. An event that
 * names neither (a public or relationship-wide post) can touch neither set.
 */
const recomputeUnread: RealtimeHandler = (event, { queryClient, viewerId }) => {
  const where = (event.data ?? {}) as Where;
  if (where.pairingId) void refreshAfterEvent(queryClient, peopleKeys.unread(viewerId));
  if (where.groupId) {
    void refreshAfterEvent(queryClient, groupKeys.unread(viewerId));
    // A message in an applicant workspace is news on the Applied or Posted tab (asked only while shown).
    void refreshAfterEvent(queryClient, jobKeys.tabsUnread(viewerId));
  }
};

/**
 * Unread markers (spec 1 §4): set by notification events (a post, a chat message, a comment or
 * a reply), recomputed on their rollback (deleted); like, unlike, pin and unpin are ignored.
 * Connections and groups refresh their own lists, unread sets included (people-, groups-realtime).
 */
export const unreadRealtimeHandlers: RealtimeHandlers = {
  [postEvents.created]: recomputeUnread,
  [postEvents.updated]: recomputeUnread,
  [postEvents.deleted]: recomputeUnread,
  [commentEvents.created]: recomputeUnread,
  [commentEvents.deleted]: recomputeUnread,
};
