import type { ContactImportProgress } from '@shared/api/contacts';
import { contactEvents, invitationEvents, pairingEvents } from '@shared/events';
import type { RealtimeHandler, RealtimeHandlers } from '../../lib/realtime-bridge';
import { invitationKeys } from '../invitations/invitations-api';
import { contactKeys } from './csv/contacts-api';
import { peopleKeys } from './relationships-api';
import { searchKeys } from './search/search-api';
import { patchAfterEvent } from '../../lib/patch-after-event';
import { refreshAfterEvent } from '../../lib/refresh-after-event';

/** The further along of two reports on one import: batches only move it forward. */
function furtherImport(held: ContactImportProgress | undefined, live: ContactImportProgress): ContactImportProgress {
  if (!held || held.importId !== live.importId || live.status === 'done') return live;
  if (held.status === 'done') return held;
  return held.sent + held.failed > live.sent + live.failed ? held : live;
}

/** A pairing changed: lists, statuses, search rows and unread markers refetch. */
const refreshPeople: RealtimeHandler = (_event, { queryClient }) => {
  void refreshAfterEvent(queryClient, peopleKeys.all);
  void refreshAfterEvent(queryClient, searchKeys.all);
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
    void refreshAfterEvent(context.queryClient, invitationKeys.sent);
  },
  [pairingEvents.viewed]: (_event, { queryClient, viewerId }) => {
    void refreshAfterEvent(queryClient, peopleKeys.unread(viewerId));
  },
  [contactEvents.importProgress]: (event, { queryClient }) => {
    const progress = event.data as ContactImportProgress | null;
    if (!progress?.importId) return;
    patchAfterEvent<ContactImportProgress>(queryClient, contactKeys.import(progress.importId), (held) =>
      furtherImport(held, progress),
    );
  },
};
