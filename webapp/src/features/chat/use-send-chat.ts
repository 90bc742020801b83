import { messages } from '@shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useApiClient } from '../../lib/api-context';
import { toast } from '../../ui/toast-store';
import { useViewer } from '../session/viewer-context';
import { UploadRejected } from '../uploads/upload-files';
import type { ChatTarget } from './chat-target';
import { uploadChatFile } from './chat-upload';
import { type ChatAttempt, deliverChatPost } from './deliver-chat-post';
import { newChatAttemptIds } from './new-message-id';

export type ChatDraft = { text: string; file: File | null };

/**
 * Sends the chat box's message (spec 2 §4 Chat send): blank text without a file is ignored;
 * one send at a time; on failure the toast 'Failed to send chat message!' and the draft stays.
 * A retry of the same text and file reuses its Idempotency-Key, post id and uploaded file, so
 * a message that did arrive is never created twice; a changed draft is a new message.
 */
export function useSendChat(target: ChatTarget) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const viewer = useViewer();
  const [isSending, setIsSending] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const inFlight = useRef(false);
  const attempt = useRef<(ChatAttempt & { file: File | null }) | null>(null);

  async function send(draft: ChatDraft): Promise<boolean> {
    const content = draft.text.trim();
    if ((!content && !draft.file) || inFlight.current) return false;
    const previous = attempt.current;
    const current =
      previous && previous.content === content && previous.file === draft.file
        ? previous
        : { ...newChatAttemptIds(), content, file: draft.file };
    attempt.current = current;
    inFlight.current = true;
    setIsSending(true);
    try {
      if (current.file && !current.attachments) {
        setProgress(0);
        current.attachments = await uploadChatFile(api, {
          userId: viewer.userId,
          postId: current.postId,
          file: current.file,
          onProgress: setProgress,
        });
      }
      await deliverChatPost(api, queryClient, target, viewer, current);
      attempt.current = null;
      return true;
    } catch (error) {
      // A file the upload rules refuse says why (spec 2 §5); anything else is the spec's send failure.
      toast.error(error instanceof UploadRejected ? error.message : messages.chat.sendFailed);
      return false;
    } finally {
      inFlight.current = false;
      setIsSending(false);
      setProgress(null);
    }
  }

  return { send, isSending, progress };
}
