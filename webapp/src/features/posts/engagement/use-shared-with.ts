import { useApiClient } from '../../../lib/api-context';
import { fetchSharedWith } from './engagement-api';
import { engagementKeys } from './engagement-keys';
import { usePagedPeople } from './use-paged-people';

/** GET /api/post/sharedWith, 20 at a time; the summary and the 'All' drawer share it. */
export function useSharedWith(postId: string, enabled: boolean) {
  const api = useApiClient();
  return usePagedPeople(engagementKeys.sharedWith(postId), (skip) => fetchSharedWith(api, postId, skip), enabled);
}
