import { create } from 'zustand';

/** Which chat message is being edited inline: the card's menu opens it, the message body shows it. */
type ChatEditState = {
  editingPostId: string | null;
  startEditing: (postId: string) => void;
  stopEditing: (postId: string) => void;
};

export const useChatEditStore = create<ChatEditState>()((set) => ({
  editingPostId: null,
  startEditing: (postId) => set({ editingPostId: postId }),
  stopEditing: (postId) => set((state) => (state.editingPostId === postId ? { editingPostId: null } : state)),
}));
