import type { DataExport } from '@shared/api/account';
import { patchAfterEvent } from '../../lib/patch-after-event';
import type { RealtimeHandlers } from '../../lib/realtime-bridge';
import { refreshAfterEvent } from '../../lib/refresh-after-event';
import { accountDataKeys, EXPORT_EVENT } from './account-data-api';

const isExport = (data: unknown): data is DataExport =>
  !!data && typeof (data as DataExport).id === 'string' && typeof (data as DataExport).progress === 'number';

/** The export's progress, live: the frame's `DataExport` replaces the cached one; ids only: read again. */
export const accountDataRealtimeHandlers: RealtimeHandlers = {
  [EXPORT_EVENT]: (event, { queryClient }) => {
    const live = event.data;
    if (isExport(live)) patchAfterEvent<DataExport | null>(queryClient, accountDataKeys.export, () => live);
    else void refreshAfterEvent(queryClient, accountDataKeys.export);
  },
};
