import { useLocation } from 'react-router-dom';
import { messages } from '@shared/messages';
import { esignCopy } from '@shared/ui-copy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../lib/api-client';
import { useApiClient } from '../../lib/api-context';
import { toast } from '../../ui/toast-store';
import { createGroup, groupKeys } from '../groups/groups-api';
import { useOpenWorkspace, useWorkspaceNav } from '../people/workspace-nav';
import { patchPostInCaches } from '../posts/post-cache';
import { postKeys } from '../posts/post-keys';
import { useViewer } from '../session/viewer-context';
import { type UploadKind, uploadNameOf, withoutDuplicateNames } from '../uploads/file-rules';
import { UploadRejected, uploadPostFiles } from '../uploads/upload-files';
import { afterPostPath } from './after-post-path';
import { createPost, editPost } from './composer-api';
import { useComposerStore } from './composer-store';
import { type ComposerDraft, type ContentType, NEW_GROUP } from './composer-types';
import { calendarLinkFor } from './link-rules';
import { buildCreatePostBody, buildEditPostBody, effectiveType } from './post-payload';
import { postProblem } from './post-validation';
import { meetingPath, openMeetingWindow } from './meeting-window';
import { sendEsign } from '../esign/esign-api';
import { isEsignReady, useEsignDraft } from '../esign/esign-draft-store';
import { refreshAfterEvent } from '../../lib/refresh-after-event';

/** Spec 2 §4, §9: an e-sign post waits this long before it is submitted. */
export const ESIGN_POST_DELAY_MS = 2500;
/** Spec 2 §4, §9: up to 3 more attempts at growing 1 s multiples. */
export const ESIGN_CONTENT_RETRIES = 3;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function withRetries<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= ESIGN_CONTENT_RETRIES || (isApiError(error) && error.status > 0 && error.status < 500))
        throw error;
      await wait((attempt + 1) * 1000);
    }
  }
}

const UPLOAD_KIND: Partial<Record<ContentType, UploadKind>> = {
  PHOTO: 'image',
  VIDEO: 'video',
  FILE: 'file',
  ESIGN: 'pdf',
};

/** Spec 2 §8: network failures have their own 4 s text; anything else is the generic one. */
function failureText(error: unknown): string {
  if (error instanceof UploadRejected) return error.message;
  if (isApiError(error) && error.isNetworkError) return messages.composer.networkError;
  return messages.composer.failed;
}

type Progress = {
  start: (names: readonly string[]) => void;
  report: (index: number, fraction: number) => void;
  reset: () => void;
};

/**
 * Posts the draft (spec 2 §4): its files first (into the client-made post id's folder),
 * a new group when two or more people were picked, then POST /api/post with the draft's
 * Idempotency-Key; edits PATCH /api/post. Toasts, refreshes the timelines and navigates.
 */
export function useSubmitPost(progress: Progress) {
  const api = useApiClient();
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const openWorkspace = useOpenWorkspace();
  const nav = useWorkspaceNav();
  const location = useLocation();

  return useMutation({
    mutationFn: async ({ draft }: { draft: ComposerDraft }) => {
      const state = useComposerStore.getState();
      const { mode, resharePost, editPost: edited } = state;
      if (edited) {
        const post = await editPost(api, buildEditPostBody(edited, draft, viewer.userId));
        return { kind: 'edit' as const, post };
      }
      const type = effectiveType(draft);
      const uploadKind = UPLOAD_KIND[type];
      const files = uploadKind ? withoutDuplicateNames([], draft.files) : [];
      let attachments: Awaited<ReturnType<typeof uploadPostFiles>> = [];
      if (uploadKind && files.length) {
        progress.start(files.map(uploadNameOf));
        attachments = await uploadPostFiles(api, {
          userId: viewer.userId,
          postId: draft.postId,
          files,
          kind: uploadKind,
          onProgress: progress.report,
        });
      }
      let groupId = draft.visibility === 'COLLABORATION_GROUP' ? (draft.selectedGroup?.groupId ?? null) : null;
      if (groupId === NEW_GROUP && draft.selectedGroup) {
        const { name, members, nonRegisteredUsers } = draft.selectedGroup;
        if (!members.length && !nonRegisteredUsers.length) throw new Error(messages.composer.noMembers);
        const created = await createGroup(api, {
          name,
          createdBy: viewer.userId,
          members,
          nonRegisteredUsers: nonRegisteredUsers.map((email) => ({ email })),
        });
        groupId = created.groupId;
        useComposerStore.getState().setCreatedGroup(groupId);
        void refreshAfterEvent(queryClient, groupKeys.all);
      }
      const link = mode === 'schedule' && draft.link ? calendarLinkFor(draft.link, viewer.email) : undefined;
      const esignDraft = useEsignDraft.getState();
      if (mode === 'esign' && !isEsignReady(esignDraft)) throw new Error(esignCopy.needsSetup);
      const esign =
        mode === 'esign' && esignDraft.contentId
          ? {
              contentId: esignDraft.contentId,
              filename: esignDraft.filename ?? '',
              signers: esignDraft.setup?.signers ?? 0,
            }
          : undefined;
      const body = buildCreatePostBody({
        viewer: { userId: viewer.userId, firstName: viewer.firstName },
        mode,
        draft,
        attachments,
        groupId,
        resharePost,
        link,
        esign,
      });
      if (mode === 'esign') await wait(ESIGN_POST_DELAY_MS);
      const post = await createPost(api, body, draft.idempotencyKey);
      if (esign) {
        const contentId = esign.contentId;
        try {
          await withRetries(() => sendEsign(api, contentId, post.postId));
        } catch (error) {
          throw new UploadRejected(isApiError(error) ? error.message : messages.esign.contentFailed);
        }
        useEsignDraft.getState().reset(null);
      }
      return { kind: 'create' as const, post, groupId, mode };
    },
    onSuccess: (result, { draft }) => {
      const store = useComposerStore.getState();
      progress.reset();
      if (result.kind === 'edit') {
        toast.success(messages.composer.updated);
        patchPostInCaches(queryClient, result.post.postId, result.post);
        store.close();
        return;
      }
      toast.success(messages.composer.published);
      void refreshAfterEvent(queryClient, postKeys.timelines);
      store.close();
      if (result.mode === 'meet') {
        const path = meetingPath(result.post.postId);
        const url = nav.mode === 'external' ? new URL(path, nav.origin).toString() : path;
        if (!openMeetingWindow(url)) store.setBlockedMeetingUrl(url);
      }
      // The side panel stays where it is; the web app goes where the spec says.
      if (nav.mode === 'router')
        openWorkspace(
          afterPostPath({
            visibility: draft.visibility,
            groupId: result.groupId,
            people: draft.people,
            currentPath: `${location.pathname}${location.search}`,
          }),
        );
    },
    onError: (error) => {
      const isNetwork = isApiError(error) && error.isNetworkError;
      toast.error(failureText(error), isNetwork ? { durationMs: 4000 } : undefined);
      progress.reset();
      // Spec 2 §8: after a network error a file post starts its files again.
      if (isNetwork) useComposerStore.getState().setFiles([]);
    },
  });
}

/** Checks a draft before posting; answers the spec's message or null. */
export function submitProblem(draft: ComposerDraft): string | null {
  const { resharePost, editPost: edited } = useComposerStore.getState();
  if (edited) return null;
  return postProblem(draft, { isReshare: Boolean(resharePost) });
}
