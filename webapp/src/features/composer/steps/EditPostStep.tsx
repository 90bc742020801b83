import { VISIBILITY_TYPES, type VisibilityType } from '@shared/post-visibility';
import { messages } from '@shared/messages';
import { composerCopy } from '@shared/ui-copy';
import { useId } from 'react';
import { TextArea } from '../../../ui/TextArea';
import { TextField } from '../../../ui/TextField';
import { useComposerStore } from '../composer-store';

const copy = composerCopy.edit;

const LABELS: Record<VisibilityType, string> = {
  PUBLIC: messages.composer.public,
  ALL_OF_MY_RELATIONSHIPS: composerCopy.allOfMyRelationships,
  SPECIFIC_PEOPLE: messages.composer.specificPeople,
  COLLABORATION_GROUP: messages.composer.collaborationGroup,
};

/**
 * The visibilities an edit may choose: the post's own, or the wider ones that need no
 * audience picked (a people or group audience is kept, never invented here).
 */
export function editableVisibilities(current: VisibilityType): VisibilityType[] {
  return VISIBILITY_TYPES.filter((v) => v === current || v === 'PUBLIC' || v === 'ALL_OF_MY_RELATIONSHIPS');
}

/** EDIT_POST (spec 2 §4): the content, the title and the visibility of one's own post. */
export function EditPostStep({ isSubmitting }: { isSubmitting: boolean }) {
  const post = useComposerStore((state) => state.editPost);
  const draft = useComposerStore((state) => state.draft);
  const update = useComposerStore((state) => state.update);
  const selectId = useId();
  if (!post) return null;
  return (
    <div className="flex flex-col gap-4">
      <TextField
        label={copy.title}
        value={draft.title}
        maxLength={500}
        disabled={isSubmitting}
        onChange={(event) => update({ title: event.target.value })}
      />
      <TextArea
        label={copy.content}
        rows={6}
        value={draft.description}
        disabled={isSubmitting}
        onChange={(event) => update({ description: event.target.value })}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={selectId} className="text-sm font-medium text-slate-800">
          {copy.visibility}
        </label>
        <select
          id={selectId}
          value={draft.visibility}
          disabled={isSubmitting}
          onChange={(event) => update({ visibility: event.target.value as VisibilityType })}
          className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 hover:border-slate-400"
        >
          {editableVisibilities(post.visibility).map((value) => (
            <option key={value} value={value}>
              {LABELS[value]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
