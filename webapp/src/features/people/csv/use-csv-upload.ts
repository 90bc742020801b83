import type { ContactImportAccepted } from '@shared/api/contacts';
import { messages } from '@shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/api-context';
import { toast } from '../../../ui/toast-store';
import { createGroup, groupKeys } from '../../groups/groups-api';
import { useViewer } from '../../session/viewer-context';
import type { GroupChoice } from './GroupPicker';
import { useUploadToken } from './upload-auth';
import { uploadWithProgress } from './upload-with-progress';
import { refreshAfterEvent } from '../../../lib/refresh-after-event';

export type CsvUploadInput = { file: File; message: string; group: GroupChoice | null };

function uploadFailure(error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return error.message;
  return messages.csv.uploadFailed;
}

/**
 * Creates the new group if one was named, then uploads the file with a real progress
 * percentage (multipart POST /api/contact/import). Cancel aborts the upload.
 */
export function useCsvUpload(onAccepted: (accepted: ContactImportAccepted) => void) {
  const api = useApiClient();
  const viewer = useViewer();
  const token = useUploadToken();
  const queryClient = useQueryClient();
  const [percent, setPercent] = useState(0);
  const controller = useRef<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ file, message, group }: CsvUploadInput) => {
      setPercent(0);
      controller.current = new AbortController();
      let groupId = group?.kind === 'existing' ? group.groupId : undefined;
      if (group?.kind === 'new') {
        groupId = (
          await createGroup(api, { name: group.name, createdBy: viewer.userId, members: [], nonRegisteredUsers: [] })
        ).groupId;
        void refreshAfterEvent(queryClient, groupKeys.all);
      }
      const form = new FormData();
      form.set('userId', viewer.userId);
      if (groupId) form.set('groupId', groupId);
      form.set('message', message);
      form.set('file', file, file.name);
      return uploadWithProgress({
        url: await api.url('/api/contact/import'),
        form,
        token,
        onProgress: setPercent,
        signal: controller.current.signal,
      });
    },
    onSuccess: onAccepted,
    onError: (error) => {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toast.error(uploadFailure(error));
    },
  });
  return { ...mutation, percent, cancel: () => controller.current?.abort() };
}
