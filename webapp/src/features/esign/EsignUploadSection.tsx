import { ESIGN_POLL_MS } from '@shared/esign';
import { messages } from '@shared/messages';
import { esignCopy } from '@shared/ui-copy';
import { FileSignature, FileUp, MonitorSmartphone } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../lib/api-client';
import { useApiClient } from '../../lib/api-context';
import { lazyComponent } from '../../lib/lazy-component';
import { Button } from '../../ui/Button';
import { MountOnFirstOpen } from '../../ui/MountOnFirstOpen';
import { Spinner } from '../../ui/Spinner';
import { toast } from '../../ui/toast-store';
import { useViewer } from '../session/viewer-context';
import { fetchContent, uploadEsignFile } from './esign-api';
import { useEsignDraft } from './esign-draft-store';
import { ESIGN_ACCEPT, esignFileProblem } from './esign-file-rules';
import type { SignerCandidate } from './signer-candidates';

const EsignEditorDialog = lazyComponent(() => import('./EsignEditorDialog'), 'EsignEditorDialog');

const PHONE_QUERY = '(max-width: 639px)';

function useIsPhone(): boolean {
  const [isPhone, setIsPhone] = useState(() => window.matchMedia?.(PHONE_QUERY).matches ?? false);
  useEffect(() => {
    const query = window.matchMedia?.(PHONE_QUERY);
    if (!query) return;
    const update = () => setIsPhone(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return isPhone;
}

/**
 * The e-sign upload (spec 1 §4): choose a PDF or Word file, upload with progress (Cancel
 * aborts), the content record, then a poll every 3 s until the PDF exists; then the editor.
 */
export function EsignUploadSection({
  draftPostId,
  candidates,
  disabled,
}: {
  draftPostId: string;
  candidates: SignerCandidate[];
  disabled: boolean;
}) {
  const api = useApiClient();
  const viewer = useViewer();
  const draft = useEsignDraft();
  const inputRef = useRef<HTMLInputElement>(null);
  const [isEditorOpen, setEditorOpen] = useState(false);
  const isPhone = useIsPhone();

  useEffect(() => {
    if (useEsignDraft.getState().draftPostId !== draftPostId) useEsignDraft.getState().reset(draftPostId);
  }, [draftPostId]);

  // Polls every 3 seconds until the processed PDF exists (spec 1 §4).
  useEffect(() => {
    if (draft.phase !== 'processing' || !draft.contentId) return;
    const contentId = draft.contentId;
    let isCurrent = true;
    const check = async () => {
      try {
        const content = await fetchContent(api, contentId);
        if (!isCurrent) return;
        if (content.state === 'ready' && content.pdfUrl)
          useEsignDraft
            .getState()
            .patch({ phase: 'ready', pdfUrl: content.pdfUrl, pageCount: content.pageCount ?? 0, message: null });
        else if (content.state === 'failed')
          useEsignDraft.getState().patch({ phase: 'failed', message: content.message ?? messages.esign.contentFailed });
      } catch {
        // A failed poll is retried on the next tick.
      }
    };
    void check();
    const timer = window.setInterval(check, ESIGN_POLL_MS);
    return () => {
      isCurrent = false;
      window.clearInterval(timer);
    };
  }, [api, draft.phase, draft.contentId]);

  if (isPhone)
    return (
      <p className="flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
        <MonitorSmartphone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {messages.esign.mobile}
      </p>
    );

  async function start(file: File) {
    const problem = esignFileProblem(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    const abort = new AbortController();
    useEsignDraft.getState().patch({ phase: 'uploading', progress: 0, filename: file.name, abort, message: null });
    try {
      const { contentId } = await uploadEsignFile(api, {
        userId: viewer.userId,
        file,
        signal: abort.signal,
        onProgress: (fraction) => useEsignDraft.getState().patch({ progress: Math.round(fraction * 100) }),
      });
      useEsignDraft.getState().patch({ phase: 'processing', contentId, progress: 100, abort: null });
    } catch (error) {
      if (abort.signal.aborted) return;
      useEsignDraft.getState().reset(draftPostId);
      toast.error(isApiError(error) ? error.message : messages.esign.contentFailed);
    }
  }

  function cancel() {
    useEsignDraft.getState().reset(draftPostId);
    if (inputRef.current) inputRef.current.value = '';
  }

  return (
    <section aria-label={esignCopy.chooseFile} className="flex flex-col gap-3">
      <input
        ref={inputRef}
        type="file"
        accept={ESIGN_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="esign-file-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void start(file);
        }}
      />
      {draft.phase === 'idle' ? (
        <div className="flex flex-col gap-1">
          <Button
            variant="secondary"
            icon={FileUp}
            disabled={disabled}
            onClick={() => inputRef.current?.click()}
            className="self-start"
          >
            {esignCopy.chooseFile}
          </Button>
          <p className="text-xs text-slate-500">{esignCopy.fileHint}</p>
        </div>
      ) : (
        <div className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3">
          <p className="flex items-center gap-2 text-sm font-medium text-slate-900">
            <FileSignature aria-hidden="true" className="size-4 text-accent-700" />
            <span className="truncate">{draft.filename}</span>
          </p>
          {draft.phase === 'uploading' ? (
            <>
              <div
                role="progressbar"
                aria-label={esignCopy.uploading(draft.progress)}
                aria-valuenow={draft.progress}
                aria-valuemin={0}
                aria-valuemax={100}
                className="h-2 overflow-hidden rounded-full bg-slate-200"
              >
                <div className="h-full bg-accent-600 transition-[width]" style={{ width: `${draft.progress}%` }} />
              </div>
              <div className="flex items-center justify-between text-xs text-slate-600">
                <span>{esignCopy.uploading(draft.progress)}</span>
                <Button variant="ghost" size="sm" onClick={cancel}>
                  {esignCopy.cancelUpload}
                </Button>
              </div>
            </>
          ) : null}
          {draft.phase === 'processing' ? (
            <p className="flex items-center gap-2 text-sm text-slate-700" role="status">
              <Spinner size="sm" /> {esignCopy.preparing}
            </p>
          ) : null}
          {draft.phase === 'failed' ? (
            <p className="text-sm text-red-700" role="alert">
              {draft.message}
            </p>
          ) : null}
          {draft.phase === 'ready' ? (
            <p className="text-sm text-slate-700" role="status">
              {draft.setup ? esignCopy.configured(draft.setup.signers, draft.setup.fields) : esignCopy.ready}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            {draft.phase === 'ready' ? (
              <Button size="sm" disabled={disabled} onClick={() => setEditorOpen(true)}>
                {draft.setup ? esignCopy.editSetup : esignCopy.prepare}
              </Button>
            ) : null}
            {draft.phase === 'ready' || draft.phase === 'failed' ? (
              <Button variant="ghost" size="sm" disabled={disabled} onClick={cancel}>
                {esignCopy.replaceFile}
              </Button>
            ) : null}
          </div>
        </div>
      )}
      {draft.contentId && draft.pdfUrl ? (
        <MountOnFirstOpen isOpen={isEditorOpen}>
          <EsignEditorDialog
            open={isEditorOpen}
            onClose={() => setEditorOpen(false)}
            contentId={draft.contentId}
            filename={draft.filename ?? ''}
            pdfUrl={draft.pdfUrl}
            candidates={candidates}
            onSaved={(setup) => {
              useEsignDraft.getState().patch({ setup });
              setEditorOpen(false);
            }}
          />
        </MountOnFirstOpen>
      ) : null}
    </section>
  );
}
