import { useEffect, useState } from 'react';
import type { QueryParams } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/api-context';

/**
 * The absolute address of a page the server serves (e.g. /meet/{postId}), for links that open
 * a new tab: the web app's own origin, or the server's from the extension's side panel.
 */
export function useServerUrl(path: string, query?: QueryParams): string {
  const api = useApiClient();
  const search = JSON.stringify(query ?? {});
  const [url, setUrl] = useState(path);
  useEffect(() => {
    let isCurrent = true;
    void api.url(path, JSON.parse(search) as QueryParams).then((absolute) => {
      if (isCurrent) setUrl(absolute);
    });
    return () => {
      isCurrent = false;
    };
  }, [api, path, search]);
  return url;
}
