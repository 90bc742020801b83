import type { Job } from '@shared/api/jobs';
import { create } from 'zustand';

/** The job the POST A JOB drawer edits; null creates a new one. */
export const useJobFormStore = create<{ editing: Job | null; setEditing: (job: Job | null) => void }>()((set) => ({
  editing: null,
  setEditing: (editing) => set({ editing }),
}));
