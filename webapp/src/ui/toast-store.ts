import { create } from 'zustand';

export type ToastTone = 'success' | 'error' | 'info';
export type Toast = { id: number; message: string; tone: ToastTone; durationMs: number };
export type ToastInput = { message: string; tone?: ToastTone; durationMs?: number };

export const DEFAULT_TOAST_MS = 4000;
/** Older toasts give way when more than this many are shown. */
export const MAX_VISIBLE_TOASTS = 3;

type ToastState = {
  toasts: Toast[];
  show: (input: ToastInput) => number;
  dismiss: (id: number) => void;
  clear: () => void;
};

let nextToastId = 1;

/** The toaster's queue. The same text shown again replaces the earlier toast. */
export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  show: ({ message, tone = 'info', durationMs = DEFAULT_TOAST_MS }) => {
    const id = nextToastId++;
    set((state) => {
      const others = state.toasts.filter((item) => !(item.message === message && item.tone === tone));
      return { toasts: [...others, { id, message, tone, durationMs }].slice(-MAX_VISIBLE_TOASTS) };
    });
    return id;
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((item) => item.id !== id) })),
  clear: () => set({ toasts: [] }),
}));

type ToastOptions = { durationMs?: number };

/** Shows a toast from anywhere (components, mutations, realtime handlers). */
export const toast = {
  success: (message: string, options?: ToastOptions) =>
    useToastStore.getState().show({ message, tone: 'success', ...options }),
  error: (message: string, options?: ToastOptions) =>
    useToastStore.getState().show({ message, tone: 'error', ...options }),
  info: (message: string, options?: ToastOptions) =>
    useToastStore.getState().show({ message, tone: 'info', ...options }),
  dismiss: (id: number) => useToastStore.getState().dismiss(id),
};
