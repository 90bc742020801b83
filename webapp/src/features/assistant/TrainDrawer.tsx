import { KNOWLEDGE_ACCEPT } from '@shared/knowledge';
import { messages } from '@shared/messages';
import { assistantCopy } from '@shared/ui-copy';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, FilePlus2, Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApiClient } from '../../lib/api-context';
import { Button } from '../../ui/Button';
import { Drawer } from '../../ui/Drawer';
import { Skeleton } from '../../ui/Skeleton';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast-store';
import { percentOf } from '../uploads/use-upload-progress';
import { useViewer } from '../session/viewer-context';
import { saveTraining, useAssistant, usePatchAssistantCache } from './assistant-api';
import { KnowledgeFileRow, PendingFileRow } from './KnowledgeFileRow';
import { LeaveDrawerDialog } from './LeaveDrawerDialog';
import { deleteKnowledgeFile, fetchKnowledgeFiles, knowledgeKeys, uploadKnowledgeFile } from './knowledge-api';
import { checkKnowledgeFiles } from './knowledge-file-rules';
import { refreshAfterEvent } from '../../lib/refresh-after-event';

const copy = assistantCopy.train;
export const SAMPLE_QA_TEMPLATE = '/assets/docs/AssistantSampleQA.csv';

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * 'Train your AI Assistant' (spec 2 §2, §4): the purpose text, the knowledge base (search by
 * name, add with the spec's checks, per-file reading progress), the sample Q&A template, and
 * SAVE CHANGES with the upload percentage. Closing with unsaved changes asks first.
 */
export function TrainDrawer({
  open,
  withSubscribe,
  onClose,
}: {
  open: boolean;
  withSubscribe: boolean;
  onClose: () => void;
}) {
  const api = useApiClient();
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const assistant = useAssistant().data;
  const patchCache = usePatchAssistantCache();
  const savedPurpose = assistant?.purpose ?? '';
  const [purpose, setPurpose] = useState(savedPurpose);
  const [pending, setPending] = useState<File[]>([]);
  const [progress, setProgress] = useState<number[] | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [term, setTerm] = useState('');
  const [isLeaving, setIsLeaving] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const searchTerm = useDebounced(term.trim(), 300);
  const files = useQuery({
    queryKey: knowledgeKeys.list(viewer.userId, searchTerm),
    queryFn: () => fetchKnowledgeFiles(api, viewer.userId, searchTerm),
    enabled: open,
  });
  const isSubscribed = assistant?.subscribed ?? false;
  const isSaving = progress !== null;

  // The purpose follows the stored one (assistant-updated refreshes it) until the user edits it.
  const editedRef = useRef(false);
  useEffect(() => {
    if (!editedRef.current) setPurpose(savedPurpose);
  }, [savedPurpose]);
  useEffect(() => {
    if (open) return;
    editedRef.current = false;
    setPurpose(savedPurpose);
    setPending([]);
    setErrors([]);
    setTerm('');
  }, [open, savedPurpose]);

  const isDirty = purpose !== savedPurpose || pending.length > 0;
  const stored = files.data?.results ?? [];
  const storedCount = searchTerm ? (files.data?.count ?? 0) : stored.length;

  const pick = (picked: FileList | null) => {
    if (!picked?.length) return;
    const check = checkKnowledgeFiles(
      [...picked],
      [...stored.map((file) => file.name), ...pending.map((file) => file.name)],
      storedCount + pending.length,
    );
    setErrors(check.errors);
    if (check.accepted.length) setPending((current) => [...current, ...check.accepted]);
    if (inputRef.current) inputRef.current.value = '';
  };

  const save = async () => {
    setErrors([]);
    setProgress(pending.map(() => 0));
    try {
      if (purpose !== savedPurpose && assistant) {
        await saveTraining(api, { purpose, assistantId: assistant.assistantId, modifiedBy: viewer.userId });
        editedRef.current = false;
        patchCache({ purpose });
      }
      const results = await Promise.allSettled(
        pending.map((file, index) =>
          uploadKnowledgeFile(api, viewer.userId, file, (fraction) =>
            setProgress(
              (current) => current?.map((value, i) => (i === index ? Math.max(value, fraction) : value)) ?? null,
            ),
          ),
        ),
      );
      const failedFiles = pending.filter((_, index) => results[index]?.status === 'rejected');
      const failures = results.flatMap((result) =>
        result.status === 'rejected' ? [result.reason instanceof Error ? result.reason.message : copy.failedHelp] : [],
      );
      setPending(failedFiles);
      setErrors([...new Set(failures)]);
      if (!failures.length) toast.success(copy.saved);
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : messages.assistant.requestFailed);
    } finally {
      setProgress(null);
      void refreshAfterEvent(queryClient, knowledgeKeys.all);
    }
  };

  const remove = async (fileId: string) => {
    try {
      await deleteKnowledgeFile(api, fileId);
    } catch {
      toast.error(messages.assistant.requestFailed);
    }
    void refreshAfterEvent(queryClient, knowledgeKeys.all);
  };

  const overall = progress?.length ? progress.reduce((sum, value) => sum + value, 0) / progress.length : 0;
  const requestClose = () => (isDirty && !isSaving ? setIsLeaving(true) : !isSaving && onClose());
  const subscribe = () => {
    onClose();
    navigate('/pricing');
  };

  return (
    <Drawer
      open={open}
      onClose={requestClose}
      title={copy.title}
      size="lg"
      footer={
        <>
          {!isSubscribed || withSubscribe ? (
            <Button variant="secondary" onClick={subscribe} disabled={isSubscribed}>
              {copy.subscribe}
            </Button>
          ) : null}
          <Button
            onClick={() => void save()}
            disabled={!isDirty || !assistant}
            isLoading={isSaving}
            loadingText={copy.saving(percentOf(overall))}
          >
            {copy.save}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-6">
        <TextArea
          label={copy.purposeLabel}
          placeholder={copy.purposePlaceholder}
          rows={6}
          value={purpose}
          onChange={(event) => {
            editedRef.current = true;
            setPurpose(event.target.value);
          }}
        />
        <section aria-labelledby="knowledge-title" className="flex flex-col gap-3">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="flex min-w-0 flex-col gap-0.5">
              <h2 id="knowledge-title" className="text-sm font-semibold text-slate-900">
                {copy.filesTitle}
              </h2>
              <p className="text-xs text-slate-600">{copy.filesText}</p>
            </div>
            <Button size="sm" variant="secondary" icon={FilePlus2} onClick={() => inputRef.current?.click()}>
              {copy.addFiles}
            </Button>
            <input
              ref={inputRef}
              type="file"
              multiple
              accept={KNOWLEDGE_ACCEPT}
              className="sr-only"
              tabIndex={-1}
              aria-label={copy.addFiles}
              data-testid="knowledge-input"
              onChange={(event) => pick(event.target.files)}
            />
          </div>
          <a
            href={SAMPLE_QA_TEMPLATE}
            download="AssistantSampleQA.csv"
            className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-accent-700 hover:underline"
          >
            <Download aria-hidden="true" className="size-4" />
            {copy.template}
          </a>
          {errors.length ? (
            <ul role="alert" className="flex flex-col gap-1 rounded-lg border border-red-200 bg-red-50 p-2.5">
              {errors.map((error) => (
                <li key={error} className="text-xs text-red-800">
                  {error}
                </li>
              ))}
            </ul>
          ) : null}
          {pending.length ? (
            <ul aria-label={copy.status.pending} className="flex flex-col gap-2">
              {pending.map((file, index) => (
                <PendingFileRow
                  key={file.name}
                  file={file}
                  percent={progress ? percentOf(progress[index] ?? 0) : null}
                  onRemove={() => setPending((current) => current.filter((item) => item !== file))}
                />
              ))}
            </ul>
          ) : null}
          <TextField
            label={copy.searchLabel}
            hideLabel
            placeholder={copy.searchLabel}
            type="search"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            trailing={<Search aria-hidden="true" className="size-4 text-slate-500" />}
          />
          {files.isPending ? (
            <div role="status" aria-label={copy.filesTitle} className="flex flex-col gap-2">
              <Skeleton className="h-11 w-full" />
              <Skeleton className="h-11 w-full" />
            </div>
          ) : files.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {copy.loadError}
            </p>
          ) : stored.length ? (
            <ul aria-label={copy.filesTitle} className="flex flex-col gap-2">
              {stored.map((file) => (
                <KnowledgeFileRow key={file.fileId} file={file} onDelete={() => void remove(file.fileId)} />
              ))}
            </ul>
          ) : searchTerm ? (
            <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600">
              {copy.noMatch}
            </p>
          ) : pending.length ? null : (
            // Files picked but not saved yet are listed above: 'No files yet' would contradict them.
            <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600">
              {copy.noFiles}
            </p>
          )}
        </section>
      </div>
      <LeaveDrawerDialog
        open={isLeaving}
        copy={assistantCopy.trainLeaveDialog}
        onStay={() => setIsLeaving(false)}
        onDiscard={() => {
          setIsLeaving(false);
          onClose();
        }}
        onSave={() => {
          setIsLeaving(false);
          void save();
        }}
      />
    </Drawer>
  );
}
