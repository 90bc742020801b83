import { messages } from '@shared/messages';
import { PROFILE_LINK_TOAST_MS } from '@shared/rules';
import { useCallback } from 'react';
import { copyText } from '../../lib/clipboard';
import { toast } from '../../ui/toast-store';
import { profileLinkOf } from '../session/viewer';
import { useViewer } from '../session/viewer-context';

/** Copies {origin}/cp/{profileAlias} and confirms with a 5-second toast. */
export function useCopyProfileLink() {
  const viewer = useViewer();
  const link = profileLinkOf(viewer);
  const copy = useCallback(async () => {
    const isCopied = await copyText(link);
    if (isCopied) toast.success(messages.relationships.profileLinkCopied, { durationMs: PROFILE_LINK_TOAST_MS });
    else toast.error(messages.generic.somethingWentWrong);
  }, [link]);
  return { link, copy };
}
