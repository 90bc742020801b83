import { assistantCopy } from '@shared/ui-copy';
import { useQueryClient } from '@tanstack/react-query';
import { PartyPopper } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApiClient } from '../../lib/api-context';
import { Button } from '../../ui/Button';
import { Chip } from '../../ui/Chip';
import { Drawer } from '../../ui/Drawer';
import { Skeleton } from '../../ui/Skeleton';
import { useViewer } from '../session/viewer-context';
import { assistantKeys, saveSetupStep, useAssistant, usePatchAssistantCache, useSetupAnswers } from './assistant-api';
import { useAssistantStore } from './assistant-store';
import { LeaveDrawerDialog } from './LeaveDrawerDialog';
import {
  answersFrom,
  canAdvance,
  emptyAnswers,
  isLastStep,
  isSingleChoice,
  SETUP_CHOICES,
  SETUP_STEPS,
  type SetupAnswers,
  stepPatch,
  toggleChoice,
} from './setup-wizard';
import { refreshAfterEvent } from '../../lib/refresh-after-event';

const copy = assistantCopy.setup;

/**
 * 'Set up your AI Assistant' (spec 2 §2, §4): five steps, each Next saves its answer, Done
 * saves with completed and shows the thank-you screen. Closing before the end asks first.
 */
export function SetupDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const api = useApiClient();
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const openOverlay = useAssistantStore((state) => state.open);
  const assistant = useAssistant().data;
  const stored = useSetupAnswers(open);
  const patchCache = usePatchAssistantCache();
  const [answers, setAnswers] = useState<SetupAnswers>(emptyAnswers);
  const [stepIndex, setStepIndex] = useState(0);
  const [isSaving, setIsSaving] = useState(false);
  const [isThanks, setIsThanks] = useState(false);
  const [isLeaving, setIsLeaving] = useState(false);
  const isLoading = stored.isPending && stored.fetchStatus !== 'idle';

  // Each opening starts from what is stored, at the first step.
  useEffect(() => {
    if (!open) return;
    setStepIndex(0);
    setIsThanks(false);
    setIsLeaving(false);
  }, [open]);
  useEffect(() => {
    if (open && !stored.isFetching) setAnswers(answersFrom(stored.data ?? null));
  }, [open, stored.data, stored.isFetching]);

  const step = SETUP_STEPS[stepIndex] ?? 'role';
  const isLast = isLastStep(stepIndex);
  const isReady = canAdvance(answers, step);

  /** Saves the current step; setup save failures are silent (spec 2 §8). */
  const saveStep = async (completed: boolean) => {
    setIsSaving(true);
    try {
      const answer = await saveSetupStep(api, stepPatch(viewer.userId, answers, step, completed));
      if (completed) patchCache({ setup: answer?.completed ?? true });
    } catch {
      // silent by the spec
    } finally {
      setIsSaving(false);
      void refreshAfterEvent(queryClient, assistantKeys.setup(viewer.userId));
    }
  };

  const next = async () => {
    await saveStep(isLast);
    if (isLast) setIsThanks(true);
    else setStepIndex((index) => index + 1);
  };

  const requestClose = () => (isThanks ? onClose() : setIsLeaving(true));
  const isSubscribed = assistant?.subscribed ?? false;

  const footer = isThanks ? (
    isSubscribed ? (
      <Button onClick={() => openOverlay('train')}>{copy.train}</Button>
    ) : (
      <Button
        onClick={() => {
          onClose();
          navigate('/pricing');
        }}
      >
        {copy.subscribe}
      </Button>
    )
  ) : (
    <>
      <Button variant="secondary" disabled={stepIndex === 0 || isSaving} onClick={() => setStepIndex((i) => i - 1)}>
        {copy.previous}
      </Button>
      <Button disabled={!isReady || isLoading} isLoading={isSaving} onClick={() => void next()}>
        {isLast ? copy.done : copy.next}
      </Button>
    </>
  );

  return (
    <Drawer open={open} onClose={requestClose} title={copy.title} footer={footer}>
      {isThanks ? (
        <div className="flex flex-col items-center gap-3 py-10 text-center">
          <PartyPopper aria-hidden="true" className="size-10 text-accent-600" />
          <h2 className="text-lg font-semibold text-slate-900">{copy.thanksTitle}</h2>
          <p className="max-w-sm text-sm text-slate-600">
            {isSubscribed ? copy.thanksText : copy.thanksTextUnsubscribed}
          </p>
        </div>
      ) : isLoading ? (
        <div role="status" aria-label={copy.loading} className="flex flex-col gap-3">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-6 w-3/4" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : (
        <fieldset className="flex flex-col gap-3">
          <legend className="flex flex-col gap-3">
            <span className="text-xs font-semibold tracking-wide text-accent-700 uppercase">
              {copy.stepOf(stepIndex + 1, SETUP_STEPS.length)}
            </span>
            <span className="text-base font-semibold text-slate-900">{copy.questions[step]}</span>
          </legend>
          <p className="text-sm text-slate-600">{isSingleChoice(step) ? copy.pickOne : copy.pickMany}</p>
          <div className="flex flex-wrap gap-2" data-step={step}>
            {SETUP_CHOICES[step].map((choice) => (
              <Chip
                key={choice}
                isSelected={answers[step].includes(choice)}
                onClick={() => setAnswers((current) => toggleChoice(current, step, choice))}
              >
                {choice}
              </Chip>
            ))}
          </div>
          <div
            role="progressbar"
            aria-label={copy.stepOf(stepIndex + 1, SETUP_STEPS.length)}
            aria-valuemin={1}
            aria-valuemax={SETUP_STEPS.length}
            aria-valuenow={stepIndex + 1}
            className="mt-4 flex gap-1"
          >
            {SETUP_STEPS.map((name, index) => (
              <span
                key={name}
                className={index <= stepIndex ? 'h-1 flex-1 rounded bg-accent-600' : 'h-1 flex-1 rounded bg-slate-200'}
              />
            ))}
          </div>
        </fieldset>
      )}
      <LeaveDrawerDialog
        open={isLeaving}
        copy={{ ...assistantCopy.leaveDialog, stay: assistantCopy.leaveDialog.continue }}
        onStay={() => setIsLeaving(false)}
        onDiscard={() => {
          setIsLeaving(false);
          onClose();
        }}
        canSave={isReady}
        isSaving={isSaving}
        onSave={async () => {
          await saveStep(isLast);
          setIsLeaving(false);
          onClose();
        }}
      />
    </Drawer>
  );
}
