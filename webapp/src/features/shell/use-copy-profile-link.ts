import { messages } from '@shared/messages';
import { useCallback } from 'react';
import { useCopyWithToast } from '../profile/use-copy-with-toast';
import { useAppOrigin } from '../people/workspace-nav';
import { profileLinkOf } from '../session/viewer';
import { useViewer } from '../session/viewer-context';

/**
 * Copies {origin}/cp/{profileAlias} and confirms with the spec's toast for 5000 ms
 * (spec 1 §8, spec 3 §8); My Link passes the product-named text.
 */
export function useCopyProfileLink(copiedMessage: string = messages.profile.linkCopied) {
  const viewer = useViewer();
  const link = profileLinkOf(viewer, useAppOrigin());
  const copyWithToast = useCopyWithToast();
  const copy = useCallback(() => copyWithToast(link, copiedMessage), [copyWithToast, link, copiedMessage]);
  return { link, copy };
}
