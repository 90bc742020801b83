import { messages, type SharedKind } from '@shared/messages';
import { composerCopy } from '@shared/ui-copy';
import type { ComposerDraft, ComposerMode } from './composer-types';
import { effectiveType } from './post-payload';
import { firstNameOrEmail, threeNames } from './visibility-rules';

/** What a post preview card says was shared (spec 2 §2). */
export function sharedKindOf(
  mode: ComposerMode,
  draft: Pick<ComposerDraft, 'type' | 'files' | 'link'>,
  isReshare: boolean,
): SharedKind {
  if (isReshare) return 'post';
  if (mode === 'meet') return 'meeting link';
  if (mode === 'esign') return 'signature document';
  switch (effectiveType(draft)) {
    case 'PHOTO':
      return 'image';
    case 'VIDEO':
      return 'video';
    case 'FILE':
      return 'file';
    case 'LINK':
      return 'link';
    default:
      return 'post';
  }
}

/** Who the post goes to, in words: the group, up to three people, or the wider audience. */
export function audienceWords(draft: Pick<ComposerDraft, 'visibility' | 'people' | 'selectedGroup'>): string {
  if (draft.visibility === 'COLLABORATION_GROUP' && draft.selectedGroup) return draft.selectedGroup.name;
  if (draft.visibility === 'SPECIFIC_PEOPLE' && draft.people.length)
    return threeNames(draft.people.map((p) => (p.kind === 'member' ? p.name : firstNameOrEmail(p))));
  if (draft.visibility === 'ALL_OF_MY_RELATIONSHIPS') return composerCopy.audience.allRelationships;
  return composerCopy.audience.public;
}

/** 'You shared a/an {kind} with ...' for a draft. */
export const sharedWording = (mode: ComposerMode, draft: ComposerDraft, isReshare: boolean) =>
  messages.composer.youShared(sharedKindOf(mode, draft, isReshare), audienceWords(draft));
