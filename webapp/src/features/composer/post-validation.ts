import { messages } from '@shared/messages';
import type { ComposerDraft } from './composer-types';
import { isValidLink } from './link-rules';

export type ValidationContext = { isReshare: boolean };

/** The audience checks of spec 2 §5, or null. */
export function audienceProblem(draft: Pick<ComposerDraft, 'visibility' | 'people' | 'selectedGroup'>): string | null {
  if (draft.visibility === 'SPECIFIC_PEOPLE' && draft.people.length === 0) return messages.composer.pickPeopleToShare;
  if (draft.visibility === 'COLLABORATION_GROUP' && !draft.selectedGroup) return messages.composer.pickGroup;
  return null;
}

/** The content checks of spec 2 §5, or null. */
export function contentProblem(
  draft: Pick<ComposerDraft, 'type' | 'description' | 'link' | 'files'>,
  { isReshare }: ValidationContext,
): string | null {
  const hasText = draft.description.trim().length > 0;
  if (isReshare) return null;
  if (draft.type === 'LINK') {
    if (!draft.link.trim()) return hasText ? null : messages.composer.emptyPost;
    return isValidLink(draft.link) ? null : messages.composer.invalidUrl;
  }
  // The e-sign document is checked by the esign section's own state (isEsignReady).
  if (draft.type === 'MEET' || draft.type === 'ESIGN') return null;
  const needsFiles = draft.type === 'PHOTO' || draft.type === 'VIDEO' || draft.type === 'FILE';
  if (needsFiles && draft.files.length > 0) return null;
  return hasText ? null : messages.composer.emptyPost;
}

/** The first problem of a draft before it is posted, or null. */
export function postProblem(draft: ComposerDraft, context: ValidationContext): string | null {
  return audienceProblem(draft) ?? contentProblem(draft, context);
}
