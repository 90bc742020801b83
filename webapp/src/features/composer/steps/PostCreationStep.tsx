import { composerCopy } from '@shared/ui-copy';
import { FileUp, ImageIcon, LayoutGrid, Video, Video as MeetIcon } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { TextArea } from '../../../ui/TextArea';
import { UploadProgressList } from '../../uploads/UploadProgressList';
import type { UploadProgressItem } from '../../uploads/use-upload-progress';
import { useComposerStore } from '../composer-store';
import { ContentTypeButtons } from '../creation/ContentTypeButtons';
import { FilePickButton } from '../creation/FilePickButton';
import { FilePreviews } from '../creation/FilePreviews';
import { LinkField } from '../creation/LinkField';
import { ScheduleSection } from '../creation/ScheduleSection';
import { sharedWording } from '../share-wording';
import { EsignUploadSection } from '../../esign/EsignUploadSection';
import { useSignerCandidates } from '../../esign/signer-candidates';
import { useViewer } from '../../session/viewer-context';

const files = composerCopy.files;

function FileInputs({ disabled }: { disabled: boolean }) {
  const type = useComposerStore((state) => state.draft.type);
  const count = useComposerStore((state) => state.draft.files.length);
  const push = useComposerStore((state) => state.push);
  if (type !== 'PHOTO' && type !== 'VIDEO' && type !== 'FILE' && type !== 'ESIGN') return null;
  if (type === 'ESIGN') return <EsignInputs disabled={disabled} />;
  const picker =
    type === 'PHOTO' ? (
      <FilePickButton kind="image" label={count ? files.addMore : files.chooseImages} icon={ImageIcon} />
    ) : type === 'VIDEO' ? (
      <FilePickButton kind="video" label={files.chooseVideo} icon={Video} />
    ) : (
      <FilePickButton kind="file" label={count ? files.addMore : files.chooseFiles} icon={FileUp} />
    );
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        {disabled ? null : picker}
        {type === 'PHOTO' && count > 1 && !disabled ? (
          <Button variant="ghost" size="sm" icon={LayoutGrid} onClick={() => push('EDIT_IMAGES_DRAWER')}>
            {files.editAll}
          </Button>
        ) : null}
      </div>
      <p className="text-xs text-slate-500">{files.dropHint}</p>
      <FilePreviews disabled={disabled} />
    </div>
  );
}

/** Esign mode: the document to sign, uploaded and set up before the post is shared (spec 1 §4). */
function EsignInputs({ disabled }: { disabled: boolean }) {
  const draft = useComposerStore((state) => state.draft);
  const viewer = useViewer();
  const candidates = useSignerCandidates(draft, viewer.userId);
  return <EsignUploadSection draftPostId={draft.postId} candidates={candidates} disabled={disabled} />;
}

/** POST_CREATION (spec 2 §2, §4): the description, the content type and its inputs, the upload progress. */
export function PostCreationStep({
  isSubmitting,
  uploads,
}: {
  isSubmitting: boolean;
  uploads: readonly UploadProgressItem[];
}) {
  const mode = useComposerStore((state) => state.mode);
  const draft = useComposerStore((state) => state.draft);
  const update = useComposerStore((state) => state.update);
  return (
    <div className="flex flex-col gap-4">
      <TextArea
        label={composerCopy.description.label}
        hideLabel
        placeholder={composerCopy.description.placeholder}
        rows={5}
        value={draft.description}
        disabled={isSubmitting}
        onChange={(event) => update({ description: event.target.value })}
      />
      {mode === 'share' ? <ContentTypeButtons disabled={isSubmitting} /> : null}
      {mode === 'schedule' ? <ScheduleSection /> : null}
      {mode === 'meet' ? (
        <p className="flex items-start gap-2 rounded-lg bg-slate-50 p-3 text-xs text-slate-700">
          <MeetIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-700" />
          {composerCopy.meet.text}
        </p>
      ) : null}
      {mode === 'share' && draft.type === 'LINK' ? <LinkField /> : null}
      <FileInputs disabled={isSubmitting} />
      <UploadProgressList items={uploads} />
      <p
        className="rounded-lg border border-dashed border-slate-300 px-3 py-2 text-xs text-slate-600"
        aria-live="polite"
      >
        {sharedWording(mode, draft, false)}
      </p>
    </div>
  );
}
