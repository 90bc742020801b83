import { messages } from '@shared/messages';
import { composerCopy, esignCopy } from '@shared/ui-copy';
import { type ReactNode, useState } from 'react';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { hasEsignProgress, isEsignReady, useEsignDraft } from '../esign/esign-draft-store';
import { toast } from '../../ui/toast-store';
import { useUploadProgress } from '../uploads/use-upload-progress';
import { ComposerPanel } from './ComposerPanel';
import { composerTitle } from './composer-title';
import { useComposerStore, useCurrentStep } from './composer-store';
import type { ComposerStep } from './composer-types';
import { useCalendarLink } from './creation/ScheduleSection';
import { PopupsBlockedDialog } from './PopupsBlockedDialog';
import { audienceWords } from './share-wording';
import { ChooseVisibilityStep } from './steps/ChooseVisibilityStep';
import { EditImagesStep } from './steps/EditImagesStep';
import { EditPostStep } from './steps/EditPostStep';
import { PickGroupStep } from './steps/PickGroupStep';
import { PickRelationsStep } from './steps/PickRelationsStep';
import { PostCreationStep } from './steps/PostCreationStep';
import { ResharePostStep } from './steps/ResharePostStep';
import { submitProblem, useSubmitPost } from './use-submit-post';

const SUBMIT_STEPS: readonly ComposerStep[] = ['POST_CREATION', 'RESHARE_POST', 'EDIT_POST'];

/** True when closing now would lose a description the user typed (spec 2 §4). */
function hasUnsavedText(step: ComposerStep): boolean {
  const { draft, editPost } = useComposerStore.getState();
  if (step !== 'POST_CREATION') return false;
  const text = draft.description.trim();
  return text.length > 0 && text !== (editPost?.content ?? '').trim();
}

function ComposerContent() {
  const step = useCurrentStep();
  const mode = useComposerStore((state) => state.mode);
  const isOpen = useComposerStore((state) => state.isOpen);
  const isEdit = useComposerStore((state) => state.editPost !== null);
  const stepCount = useComposerStore((state) => state.steps.length);
  const draft = useComposerStore((state) => state.draft);
  const { back, close, finishPicking } = useComposerStore.getState();
  const progress = useUploadProgress();
  const submit = useSubmitPost(progress);
  const { calendarLink } = useCalendarLink();
  const isSubmitting = submit.isPending;
  const [confirming, setConfirming] = useState<'share' | 'exit' | null>(null);

  /** Closing with e-sign progress asks first (spec 1 §4, §8): EXIT or STAY. */
  function closeOrAsk() {
    if (isSubmitting) return;
    if (mode === 'esign' && hasEsignProgress(useEsignDraft.getState())) {
      setConfirming('exit');
      return;
    }
    close();
  }

  function dismiss() {
    if (isSubmitting) return;
    // Spec 1 §8: a click outside with e-sign progress points at the close icon instead.
    if (mode === 'esign' && hasEsignProgress(useEsignDraft.getState())) {
      toast.info(messages.esign.closeWithProgress);
      return;
    }
    if (hasUnsavedText(step)) {
      toast.info(messages.composer.completeOrCancel);
      return;
    }
    close();
  }

  function post() {
    const current = useComposerStore.getState().draft;
    const problem = submitProblem(current);
    if (problem) {
      toast.error(problem);
      return;
    }
    if (mode === 'esign' && !useComposerStore.getState().editPost) {
      if (!isEsignReady(useEsignDraft.getState())) {
        toast.error(esignCopy.needsSetup);
        return;
      }
      setConfirming('share');
      return;
    }
    submit.mutate({ draft: current });
  }

  function next() {
    const problem = finishPicking();
    if (problem) toast.error(problem);
  }

  let footer: ReactNode = null;
  if (step === 'PICK_RELATIONS' || step === 'PICK_COLLABORATION_GROUPS') {
    footer = <Button onClick={next}>{composerCopy.next}</Button>;
  } else if (step === 'EDIT_IMAGES_DRAWER') {
    footer = <Button onClick={back}>{composerCopy.done}</Button>;
  } else if (SUBMIT_STEPS.includes(step)) {
    const isBlocked = mode === 'schedule' && !calendarLink && !isEdit;
    footer = (
      <Button onClick={post} isLoading={isSubmitting} disabled={isBlocked}>
        {step === 'EDIT_POST' ? composerCopy.save : composerCopy.post}
      </Button>
    );
  }

  const showsAudience =
    !isEdit && (step === 'POST_CREATION' || step === 'RESHARE_POST' || step === 'EDIT_IMAGES_DRAWER');
  const description = showsAudience ? audienceWords(draft) : undefined;

  return (
    <ComposerPanel
      open={isOpen}
      title={composerTitle(mode, isEdit)}
      description={description}
      onBack={stepCount > 1 && !isSubmitting ? back : undefined}
      onDismiss={dismiss}
      onCancel={closeOrAsk}
      footer={footer}
    >
      {step === 'CHOOSE_VISIBILITY' ? <ChooseVisibilityStep /> : null}
      {step === 'PICK_RELATIONS' ? <PickRelationsStep /> : null}
      {step === 'PICK_COLLABORATION_GROUPS' ? <PickGroupStep /> : null}
      {step === 'POST_CREATION' ? <PostCreationStep isSubmitting={isSubmitting} uploads={progress.items} /> : null}
      {step === 'EDIT_IMAGES_DRAWER' ? <EditImagesStep /> : null}
      {step === 'RESHARE_POST' ? <ResharePostStep isSubmitting={isSubmitting} /> : null}
      {step === 'EDIT_POST' ? <EditPostStep isSubmitting={isSubmitting} /> : null}
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        role="alertdialog"
        title={esignCopy.areYouSure}
        description={confirming === 'exit' ? esignCopy.exitLosesProgress : esignCopy.confirmShare}
        actions={
          confirming === 'exit' ? (
            <>
              <Button variant="ghost" onClick={() => setConfirming(null)}>
                {esignCopy.stay}
              </Button>
              <Button
                variant="danger"
                onClick={() => {
                  setConfirming(null);
                  useEsignDraft.getState().reset(null);
                  close();
                }}
              >
                {esignCopy.exit}
              </Button>
            </>
          ) : (
            <>
              <Button variant="ghost" onClick={() => setConfirming(null)}>
                {esignCopy.dontShare}
              </Button>
              <Button
                onClick={() => {
                  setConfirming(null);
                  submit.mutate({ draft: useComposerStore.getState().draft });
                }}
              >
                {esignCopy.continue}
              </Button>
            </>
          )
        }
      />
    </ComposerPanel>
  );
}

/**
 * The share drawer (spec 2 §2): mount once in the signed-in layout; ShareCard and
 * useComposer() open it. A fresh draft (new post id) on every open.
 */
export function ShareDrawer() {
  const session = useComposerStore((state) => state.session);
  return (
    <>
      <ComposerContent key={session} />
      <PopupsBlockedDialog />
    </>
  );
}
