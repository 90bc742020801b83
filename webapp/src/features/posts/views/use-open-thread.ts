import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isMobileWidth } from './mobile-width';
import { withThread } from './thread-params';

/**
 * Opens a post's thread (spec 3 §2.2): on wide screens the 'Thread' panel beside the current
 * timeline (threadPostId, the page stays); on small screens the post page, `/?postId=`.
 */
export function useOpenThread(): (postId: string) => void {
  const navigate = useNavigate();
  const [, setSearchParams] = useSearchParams();
  return useCallback(
    (postId: string) => {
      if (isMobileWidth()) {
        navigate(`/?postId=${encodeURIComponent(postId)}`);
        return;
      }
      setSearchParams((params) => withThread(params, postId), { replace: true, preventScrollReset: true });
    },
    [navigate, setSearchParams],
  );
}
