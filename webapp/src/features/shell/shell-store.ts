import { create } from 'zustand';

/** Drawers the shell can open from the header, menus and sidebar. */
export type ShellPanel =
  | 'changePassword'
  | 'notifications'
  | 'notificationPreferences'
  | 'feedback'
  | 'support'
  | 'faq'
  | 'enterpriseSolutions'
  /** Any embedded-frame drawer (features/frames: `openFrame`). */
  | 'frame'
  | 'myLink'
  | 'myProfile'
  | 'editProfile'
  | 'assistant'
  | 'newRelationship'
  | 'createGroup'
  | 'postJob';

export type RelationshipsTab = 'relationships' | 'groups';

type ShellState = {
  panel: ShellPanel | null;
  openPanel: (panel: ShellPanel) => void;
  closePanel: () => void;
  relationshipsTab: RelationshipsTab;
  setRelationshipsTab: (tab: RelationshipsTab) => void;
};

export const useShellStore = create<ShellState>()((set) => ({
  panel: null,
  openPanel: (panel) => set({ panel }),
  closePanel: () => set({ panel: null }),
  relationshipsTab: 'relationships',
  setRelationshipsTab: (relationshipsTab) => set({ relationshipsTab }),
}));
