import type { ContactImportProgress } from '@shared/api/contacts';
import { contactEvents, invitationEvents, pairingEvents } from '@shared/events';
import type { RealtimeHandler, RealtimeHandlers } from '../../lib/realtime-bridge';
import { invitationKeys } from '../invitations/invitations-api';
import { contactKeys } from './csv/contacts-api';
import { peopleKeys } from './relationships-api';
import { searchKeys } from './search/search-api';

/**
 * A pairing changed: lists, statuses, search rows and unread markers refetch. A first fetch
 * still in flight is cancelled before: TanStack Query joins a fetch of a query without data
 * instead of starting another, so an answer computed before this event would be kept (a new
 * user's list fetched while Meg's relationship was being made stayed empty until a reload).
 */
const refreshPeople: RealtimeHandler = (_event, { queryClient }) => {
  for (const queryKey of [peopleKeys.all, searchKeys.all])
    void queryClient.cancelQueries({ queryKey }).then(() => queryClient.invalidateQueries({ queryKey }));
};

/**
 * Realtime of relationships (spec 1 §4): a request made, accepted or removed by either
 * side updates both screens; viewing in another tab clears the unread marker; the CSV
 * import reports its batches.
 */
export const peopleRealtimeHandlers: RealtimeHandlers = {
  [pairingEvents.created]: refreshPeople,
  [pairingEvents.accepted]: refreshPeople,
  [pairingEvents.removed]: refreshPeople,
  [invitationEvents.accepted]: (event, context) => {
    refreshPeople(event, context);
    void context.queryClient.invalidateQueries({ queryKey: invitationKeys.sent });
  },
  [pairingEvents.viewed]: (_event, { queryClient, viewerId }) => {
    void queryClient.invalidateQueries({ queryKey: peopleKeys.unread(viewerId) });
  },
  [contactEvents.importProgress]: (event, { queryClient }) => {
    const progress = event.data as ContactImportProgress | null;
    if (progress?.importId) queryClient.setQueryData(contactKeys.import(progress.importId), progress);
  },
};
