import { create } from 'zustand';

/** The name the create-group drawer starts with (from the search's 'Create new group'). */
export const useCreateGroupDraft = create<{ initialName: string; setInitialName: (name: string) => void }>()((set) => ({
  initialName: '',
  setInitialName: (initialName) => set({ initialName }),
}));
