import { messages } from '@shared/messages';
import { esignCopy } from '@shared/ui-copy';
import type { ComposerMode } from './composer-types';

/** The drawer's header (spec 2 §2): Share (Edit Post when editing), Meeting, Schedule, or Signature (spec 1 §2). */
export function composerTitle(mode: ComposerMode, isEdit: boolean): string {
  if (isEdit) return messages.composer.headerEdit;
  if (mode === 'meet') return messages.composer.headerMeeting;
  if (mode === 'schedule') return messages.composer.headerSchedule;
  if (mode === 'esign') return esignCopy.drawerTitle;
  return messages.composer.headerShare;
}
