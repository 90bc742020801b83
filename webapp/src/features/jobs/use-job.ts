import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../lib/api-context';
import { useRealtimeChannel } from '../../lib/realtime-context';
import { channel } from '@shared/realtime';
import { startFromFirstAnswer } from '../../lib/first-answers';
import { fetchJob, firstJob, jobKeys } from './jobs-api';

/** A job as the viewer may see it, live on its `job:{jobId}` channel while shown. */
export function useJob(jobId: string) {
  const api = useApiClient();
  useRealtimeChannel(jobId ? channel.job(jobId) : null);
  return useQuery({
    queryKey: jobKeys.detail(jobId),
    queryFn: ({ signal }) => fetchJob(api, jobId, signal),
    enabled: Boolean(jobId),
    ...startFromFirstAnswer(() => (jobId ? firstJob(jobId) : undefined)),
  });
}
