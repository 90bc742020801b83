import { useEffect } from 'react';
import { useApiClient } from '../../lib/api-context';
import { patchPreferences } from './preferences-api';
import { reportTimeZone } from './time-zone';

/** The signed-in shell reports the browser's time zone with the user's preferences. */
export function useTimeZoneReport(userId: string): void {
  const api = useApiClient();
  useEffect(
    () => reportTimeZone((timeZone) => patchPreferences(api, { userId, modifiedBy: userId, timeZone })),
    [api, userId],
  );
}
