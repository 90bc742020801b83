import type { PairingStatusAnswer } from '@shared/api/pairings';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { startFromFirstAnswer } from '../../../lib/first-answers';
import { useViewer } from '../../session/viewer-context';
import { fetchPairingStatus, firstPairingStatus, peopleKeys } from '../relationships-api';

/** GET /api/pairing/status between the viewer and someone; realtime events refresh it. */
export function usePairingStatus(otherId: string | null) {
  const api = useApiClient();
  const viewer = useViewer();
  return useQuery<PairingStatusAnswer>({
    queryKey: peopleKeys.status(viewer.userId, otherId ?? ''),
    queryFn: () => fetchPairingStatus(api, viewer.userId, otherId as string),
    enabled: Boolean(otherId) && otherId !== viewer.userId,
    ...startFromFirstAnswer(() => (otherId ? firstPairingStatus(viewer.userId, otherId) : undefined)),
  });
}
