import type { FrameMode } from '@shared/api/app-config';
import { create } from 'zustand';
import { useShellStore } from '../shell/shell-store';

type FrameState = { mode: FrameMode; url: string | null };

/** Which embedded-frame drawer the shell's `frame` panel shows. */
export const useFrameStore = create<FrameState>()(() => ({ mode: 'faq', url: null }));

/** Opens an embedded-frame drawer: a mode's configured page, or for `custom` the given address. */
export function openFrame(mode: FrameMode, url: string | null = null): void {
  useFrameStore.setState({ mode, url });
  useShellStore.getState().openPanel('frame');
}
