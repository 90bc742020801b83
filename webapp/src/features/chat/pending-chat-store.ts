import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { newChatAttemptIds } from './new-message-id';

/**
 * Spec 2 §4, §9: text written where no relationship is open is kept, in local storage, as a
 * pending chat post and sent once a relationship opens. Its key and post id are fixed when it
 * is kept, so sending it twice (two tabs, a retry) still makes one message.
 */
export type PendingChatPost = {
  /** Who wrote it: another user signing in on this browser never sends it. */
  authorId: string;
  text: string;
  idempotencyKey: string;
  postId: string;
  /** Only this person's relationship takes it; null: the next relationship opened. */
  forUserId: string | null;
};

type PendingChatState = {
  pending: PendingChatPost | null;
  keep: (input: { authorId: string; text: string; forUserId?: string | null }) => void;
  clear: (postId: string) => void;
};

export const PENDING_CHAT_STORAGE_KEY = 'pendingChatPost';

export const usePendingChatStore = create<PendingChatState>()(
  persist(
    (set) => ({
      pending: null,
      keep: ({ authorId, text, forUserId = null }) => {
        const trimmed = text.trim();
        set({ pending: trimmed ? { authorId, text: trimmed, forUserId, ...newChatAttemptIds() } : null });
      },
      clear: (postId) => set((state) => (state.pending?.postId === postId ? { pending: null } : state)),
    }),
    { name: PENDING_CHAT_STORAGE_KEY, storage: createJSONStorage(() => localStorage) },
  ),
);

/** Keeps text as the pending chat post (e.g. from the extension's popup or a page without a relationship). */
export function keepPendingChatPost(authorId: string, text: string, forUserId: string | null = null): void {
  usePendingChatStore.getState().keep({ authorId, text, forUserId });
}
