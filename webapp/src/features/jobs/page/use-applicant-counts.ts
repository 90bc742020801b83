import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { fetchApplicantsPage, jobKeys } from '../jobs-api';

const COUNTS_FILTER = { term: '', status: [], rating: [] };

/** The two accordions' counts ('Applicants (n)', 'Incomplete & Not a Fit (n)'), for the owner only. */
export function useApplicantCounts(jobId: string, isOwner: boolean) {
  const api = useApiClient();
  return useQuery({
    queryKey: [...jobKeys.applicantLists(jobId), 'counts'],
    queryFn: ({ signal }) => fetchApplicantsPage(api, jobId, COUNTS_FILTER, 0, 1, signal).then((page) => page.counts),
    enabled: isOwner,
  });
}
