import { create } from 'zustand';

export type EsignPhase = 'idle' | 'uploading' | 'processing' | 'ready' | 'failed';

/** E-sign setup state (spec 1 §3) as the composer holds it while a document is prepared. */
export type EsignDraft = {
  /** The composer draft this belongs to: a new draft starts over. */
  draftPostId: string | null;
  phase: EsignPhase;
  /** Upload progress, 0-100. */
  progress: number;
  contentId: string | null;
  filename: string | null;
  pdfUrl: string | null;
  pageCount: number;
  message: string | null;
  /** Saved set-up: how many signers and fields. Null until the editor saved. */
  setup: { signers: number; fields: number } | null;
  abort: AbortController | null;
};

const initial = (draftPostId: string | null): EsignDraft => ({
  draftPostId,
  phase: 'idle',
  progress: 0,
  contentId: null,
  filename: null,
  pdfUrl: null,
  pageCount: 0,
  message: null,
  setup: null,
  abort: null,
});

export const useEsignDraft = create<
  EsignDraft & { reset: (draftPostId: string | null) => void; patch: (changes: Partial<EsignDraft>) => void }
>((set, get) => ({
  ...initial(null),
  reset: (draftPostId) => {
    get().abort?.abort();
    set(initial(draftPostId));
  },
  patch: (changes) => set(changes),
}));

/** Whether closing the drawer now would lose e-sign progress (an upload or a document under way). */
export const hasEsignProgress = (state: EsignDraft) => state.phase !== 'idle';

/** The e-sign document is ready to be shared: uploaded, converted and set up. */
export const isEsignReady = (state: EsignDraft) => state.phase === 'ready' && !!state.contentId && !!state.setup;
