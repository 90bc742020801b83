import { type FeedbackCreate, feedbackFilePath } from '@shared/api/feedback';
import type { ApiClient } from '../../lib/api-client';
import { contentTypeOf, putFile, sanitizeFileName } from '../uploads';
import type { FeedbackFields } from './feedback-form';

export type SendFeedbackArgs = {
  userId: string;
  fields: FeedbackFields;
  files: readonly File[];
  /** Per file (its index), a fraction from 0 to 1. */
  onProgress?: (index: number, fraction: number) => void;
};

/** Uploads each file through a presigned PUT into the user's feedback folder, in parallel, with progress. */
async function uploadAttachments(api: ApiClient, { userId, files, onProgress }: SendFeedbackArgs) {
  const uploadId = crypto.randomUUID();
  return Promise.all(
    files.map(async (file, index) => {
      const filename = sanitizeFileName(file.name);
      const filepath = feedbackFilePath(userId, uploadId, filename);
      const type = contentTypeOf(file);
      onProgress?.(index, 0);
      const signed = await api.get<string>('/api/utility/aws/presignedUrl', {
        filepath,
        type: 'PUT',
        contentType: type,
      });
      await putFile({
        url: new URL(signed, await api.url('/')).toString(),
        file,
        contentType: type,
        onProgress: (fraction) => onProgress?.(index, fraction),
      });
      return { filename, filepath, type, createdBy: userId };
    }),
  );
}

/** `POST /api/feedback/app/user` (spec 1 §7), after the attachments are stored. */
export async function sendFeedback(api: ApiClient, args: SendFeedbackArgs): Promise<void> {
  const attachments = await uploadAttachments(api, args);
  const body: FeedbackCreate = {
    userId: args.userId,
    createdBy: args.userId,
    rating: args.fields.rating === null ? '' : String(args.fields.rating),
    feedback: args.fields.feedback,
    improvements: args.fields.improvements,
    attachments,
  };
  await api.post('/api/feedback/app/user', body);
}
