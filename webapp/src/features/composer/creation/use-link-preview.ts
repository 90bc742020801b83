import { INPUT_DEBOUNCE_MS } from '@shared/rules';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApiClient } from '../../../lib/api-context';
import { useDebouncedValue } from '../../people/search/use-debounced-value';
import { composerKeys, fetchLinkPreview } from '../composer-api';
import { useComposerStore } from '../composer-store';
import { isValidLink, withHttp } from '../link-rules';

/**
 * The link's preview once the typing stops (GET link-preview); it is kept in the draft as
 * linkMeta. A failure is silent (spec 2 §8): the post goes out with the bare link.
 */
export function useLinkPreview(link: string) {
  const api = useApiClient();
  const setLinkMeta = useComposerStore((state) => state.setLinkMeta);
  const debounced = useDebouncedValue(link.trim(), INPUT_DEBOUNCE_MS);
  const url = debounced && isValidLink(debounced) ? withHttp(debounced) : '';
  const query = useQuery({
    queryKey: composerKeys.linkPreview(url),
    queryFn: ({ signal }) => fetchLinkPreview(api, url, signal),
    enabled: Boolean(url),
    retry: false,
    staleTime: 5 * 60_000,
  });
  const preview = url && query.isSuccess ? query.data : null;
  useEffect(() => setLinkMeta(preview ? { ...preview, url } : null), [preview, url, setLinkMeta]);
  return { preview, isLoading: Boolean(url) && query.isFetching };
}
