import { messages } from '@shared/messages';
import { PROFILE_LINK_TOAST_MS } from '@shared/rules';
import { useCallback } from 'react';
import { copyText } from '../../lib/clipboard';
import { toast } from '../../ui/toast-store';

/** Copies a text and confirms with the spec's toast, shown for 5000 ms (spec 3 §8, §9). */
export function useCopyWithToast() {
  return useCallback(async (text: string, message: string) => {
    const isCopied = await copyText(text);
    if (isCopied) toast.success(message, { durationMs: PROFILE_LINK_TOAST_MS });
    else toast.error(messages.generic.somethingWentWrong);
  }, []);
}
