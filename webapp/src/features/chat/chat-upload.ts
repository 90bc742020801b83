import type { ApiClient } from '../../lib/api-client';
import { uploadPostFiles } from '../uploads/upload-files';
import type { ChatAttachment } from './chat-api';

/** Uploads a chat message's one file under the message's post id; progress in percent. */
export function uploadChatFile(
  api: ApiClient,
  input: { userId: string; postId: string; file: File; onProgress?: (percent: number) => void },
): Promise<ChatAttachment[]> {
  const { onProgress } = input;
  return uploadPostFiles(api, {
    userId: input.userId,
    postId: input.postId,
    files: [input.file],
    kind: 'file',
    onProgress: onProgress ? (_index, fraction) => onProgress(Math.round(fraction * 100)) : undefined,
  });
}
