import { groupEvents } from '@shared/events';
import type { RealtimeHandler, RealtimeHandlers } from '../../lib/realtime-bridge';
import { searchKeys } from '../people/search/search-api';
import { groupKeys } from './groups-api';
import { refreshAfterEvent } from '../../lib/refresh-after-event';

const refreshGroups: RealtimeHandler = (_event, { queryClient }) => {
  void refreshAfterEvent(queryClient, groupKeys.all);
  void refreshAfterEvent(queryClient, searchKeys.all);
};

/** Group created, members added or removed (spec 1 §4): My Groups, members and search refetch. */
export const groupRealtimeHandlers: RealtimeHandlers = {
  [groupEvents.created]: refreshGroups,
  [groupEvents.membersAdded]: refreshGroups,
  [groupEvents.memberRemoved]: refreshGroups,
  // An invitation to show, or one answered in another tab (the invitations list is under groupKeys.all).
  [groupEvents.invited]: refreshGroups,
  [groupEvents.viewed]: (_event, { queryClient, viewerId }) => {
    void refreshAfterEvent(queryClient, groupKeys.unread(viewerId));
  },
};
