import { messages } from '@shared/messages';
import { composerCopy } from '@shared/ui-copy';
import type { ComposerMode } from './composer-types';

/** The drawer's header (spec 2 §2): Share (Edit Post when editing), Meeting, or Schedule. */
export function composerTitle(mode: ComposerMode, isEdit: boolean): string {
  if (isEdit) return messages.composer.headerEdit;
  if (mode === 'meet') return messages.composer.headerMeeting;
  if (mode === 'schedule') return messages.composer.headerSchedule;
  if (mode === 'esign') return composerCopy.tiles.sign;
  return messages.composer.headerShare;
}
