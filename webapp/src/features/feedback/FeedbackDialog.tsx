import { messages } from '@shared/messages';
import { FEEDBACK_IMPROVEMENTS_MAX, FEEDBACK_TEXT_MAX } from '@shared/rules';
import { feedbackCopy } from '@shared/ui-copy';
import { useMutation } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useApiClient } from '../../lib/api-context';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextArea } from '../../ui/TextArea';
import { toast } from '../../ui/toast-store';
import { useProductName } from '../app-config/use-app-config';
import { useViewer } from '../session/viewer-context';
import { UploadProgressList, useUploadProgress } from '../uploads';
import { AttachmentPicker } from './AttachmentPicker';
import { sendFeedback } from './feedback-api';
import { addAttachments, type FeedbackFields, feedbackErrors, hasContent } from './feedback-form';
import { RatingScale } from './RatingScale';

const EMPTY: FeedbackFields = { rating: null, feedback: '', improvements: '' };

/**
 * The Feedback dialog (spec 1 §3, §4, §5, §8): a 0 to 10 rating, feedback, improvements and up
 * to five attachments uploaded with progress; SUBMIT reads PLEASE WAIT..., then the thank-you dialog.
 */
export function FeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const formId = useId();
  const api = useApiClient();
  const viewer = useViewer();
  const productName = useProductName();
  const [fields, setFields] = useState<FeedbackFields>(EMPTY);
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [isThanked, setIsThanked] = useState(false);
  const progress = useUploadProgress();
  const mutation = useMutation({
    mutationFn: () => sendFeedback(api, { userId: viewer.userId, fields, files, onProgress: progress.report }),
    onSuccess: () => setIsThanked(true),
    onError: () => {
      progress.reset();
      toast.error(messages.feedback.failed);
    },
  });
  const errors = feedbackErrors(fields);
  const isBusy = mutation.isPending;

  function close() {
    if (isBusy) return;
    setFields(EMPTY);
    setFiles([]);
    setFileError(null);
    setIsThanked(false);
    progress.reset();
    mutation.reset();
    onClose();
  }

  function pick(picked: File[]) {
    const next = addAttachments(files, picked);
    setFiles(next.files);
    setFileError(next.error);
    if (next.error) toast.error(next.error);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!hasContent(fields) || Object.keys(errors).length || isBusy) return;
    progress.start(files.map((file) => file.name));
    mutation.mutate();
  }

  const set = (name: 'feedback' | 'improvements') => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  return (
    <>
      <Dialog
        open={open && !isThanked}
        onClose={close}
        size="md"
        title={feedbackCopy.title}
        description={feedbackCopy.intro}
        actions={
          <>
            <Button variant="ghost" onClick={close} disabled={isBusy}>
              {feedbackCopy.cancel}
            </Button>
            <Button
              type="submit"
              form={formId}
              disabled={!hasContent(fields) || Object.keys(errors).length > 0}
              isLoading={isBusy}
              loadingText={feedbackCopy.pleaseWait}
            >
              {feedbackCopy.submit}
            </Button>
          </>
        }
      >
        <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-5">
          {mutation.isError ? (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
              {messages.feedback.failed}
            </p>
          ) : null}
          <RatingScale
            legend={feedbackCopy.ratingLegend(productName)}
            value={fields.rating}
            onChange={(rating) => setFields((current) => ({ ...current, rating }))}
            error={errors.rating}
          />
          <TextArea
            label={feedbackCopy.feedbackLabel}
            placeholder={feedbackCopy.feedbackPlaceholder}
            value={fields.feedback}
            onChange={set('feedback')}
            error={errors.feedback}
            counterMax={FEEDBACK_TEXT_MAX}
            rows={4}
            disabled={isBusy}
          />
          <TextArea
            label={feedbackCopy.improvementsLabel}
            placeholder={feedbackCopy.improvementsPlaceholder}
            value={fields.improvements}
            onChange={set('improvements')}
            error={errors.improvements}
            counterMax={FEEDBACK_IMPROVEMENTS_MAX}
            rows={3}
            disabled={isBusy}
          />
          <AttachmentPicker
            files={files}
            onPick={pick}
            onRemove={(index) => {
              setFiles((current) => current.filter((_, position) => position !== index));
              setFileError(null);
            }}
            error={fileError}
            disabled={isBusy}
          />
          <UploadProgressList items={progress.items} />
        </form>
      </Dialog>
      <Dialog
        open={open && isThanked}
        onClose={close}
        title={feedbackCopy.thankYouTitle}
        description={feedbackCopy.thankYouText(productName)}
        actions={<Button onClick={close}>{feedbackCopy.thankYouClose}</Button>}
      >
        <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-emerald-600" />
      </Dialog>
    </>
  );
}
