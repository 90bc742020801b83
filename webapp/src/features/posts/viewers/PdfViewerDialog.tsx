import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { messages } from '@shared/messages';
import { postViewsCopy } from '@shared/ui-copy';
import { ChevronLeft, ChevronRight, Download, FileText, X, ZoomIn, ZoomOut } from 'lucide-react';
import { type KeyboardEvent, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { ErrorState, IconButton, Spinner } from '../../../ui';
import {
  canZoomIn,
  canZoomOut,
  type DocumentViewAction,
  documentViewReducer,
  fitWidthZoom,
  hasNextPage,
  hasPreviousPage,
  initialDocumentView,
} from './document-view-state';
import { PdfPageCanvas } from './PdfPageCanvas';
import { usePdfDocument } from './use-pdf-document';

export type ViewedDocument = { url: string; name: string; downloadUrl: string | null };
export type PdfViewerDialogProps = { file: ViewedDocument | null; onClose: () => void };

const copy = postViewsCopy.document;
/** Space left and right of the page inside the viewer (px-4 on each side). */
const PAGE_GUTTER_PX = 32;

/**
 * The document viewer (spec 3 §2.3): a full-screen dialog showing one page at a time with
 * page navigation, zoom from the fitted width up to 5, download and close. Closed while
 * `file` is null.
 */
export function PdfViewerDialog({ file, onClose }: PdfViewerDialogProps) {
  // Trying again opens the document afresh.
  const [attempt, setAttempt] = useState(0);
  return (
    <Dialog open={file !== null} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/70" />
      <div className="fixed inset-0 flex desktop:p-4">
        <DialogPanel className="flex h-full w-full flex-col overflow-hidden bg-slate-100 shadow-float desktop:rounded-lg">
          {file ? (
            <DocumentViewer
              key={`${file.url}#${attempt}`}
              file={file}
              onClose={onClose}
              onRetry={() => setAttempt((n) => n + 1)}
            />
          ) : null}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

type DocumentViewerProps = { file: ViewedDocument; onClose: () => void; onRetry: () => void };

function DocumentViewer({ file, onClose, onRetry }: DocumentViewerProps) {
  const pdf = usePdfDocument(file.url);
  const [view, dispatch] = useReducer(documentViewReducer, initialDocumentView);
  const [hasRenderFailed, setHasRenderFailed] = useState(false);
  const scrollRef = useRef<HTMLDivElement>(null);
  const document = pdf.status === 'ready' ? pdf.document : null;

  // The initial zoom fits the first page to the viewer's width; it is also the smallest.
  useEffect(() => {
    if (!document) return;
    let isCurrent = true;
    document
      .getPage(1)
      .then((page) => {
        if (!isCurrent) return;
        const width = (scrollRef.current?.clientWidth ?? 0) - PAGE_GUTTER_PX;
        const fitZoom = fitWidthZoom(width, page.getViewport({ scale: 1 }).width);
        dispatch({ type: 'opened', pages: document.numPages, fitZoom });
      })
      .catch(() => {
        if (isCurrent) setHasRenderFailed(true);
      });
    return () => {
      isCurrent = false;
    };
  }, [document]);

  // A new page starts at its top.
  const act = (action: DocumentViewAction) => {
    dispatch(action);
    if (action.type === 'nextPage' || action.type === 'previousPage') scrollRef.current?.scrollTo?.({ top: 0 });
  };

  const onRenderError = useCallback(() => setHasRenderFailed(true), []);
  const hasFailed = pdf.status === 'error' || hasRenderFailed;
  const isReady = !hasFailed && document !== null && view.pages > 0;

  const onKeyDown = (event: KeyboardEvent) => {
    if (!isReady) return;
    const action = (
      {
        PageDown: 'nextPage',
        PageUp: 'previousPage',
        '+': 'zoomIn',
        '=': 'zoomIn',
        '-': 'zoomOut',
      } as const
    )[event.key];
    if (!action) return;
    event.preventDefault();
    act({ type: action });
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: keyboard shortcuts for the whole viewer; every one has a button too
    <div className="flex min-h-0 flex-1 flex-col" onKeyDown={onKeyDown}>
      <div
        role="toolbar"
        aria-label={copy.toolbarLabel}
        className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-slate-200 bg-white px-3 py-2"
      >
        <div className="order-1 flex min-w-0 flex-1 items-center gap-2">
          <FileText aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
          <DialogTitle className="truncate font-semibold text-slate-900" title={file.name}>
            {file.name}
          </DialogTitle>
        </div>
        {isReady ? (
          <div className="order-3 flex w-full items-center justify-between gap-3 desktop:order-2 desktop:w-auto">
            <div className="flex items-center gap-1">
              <IconButton
                icon={ChevronLeft}
                label={copy.previousPage}
                size="sm"
                disabled={!hasPreviousPage(view)}
                onClick={() => act({ type: 'previousPage' })}
              />
              <span aria-live="polite" className="min-w-24 text-center text-xs text-slate-700 tabular-nums">
                {copy.pageOf(view.page, view.pages)}
              </span>
              <IconButton
                icon={ChevronRight}
                label={copy.nextPage}
                size="sm"
                disabled={!hasNextPage(view)}
                onClick={() => act({ type: 'nextPage' })}
              />
            </div>
            <div className="flex items-center gap-1">
              <IconButton
                icon={ZoomOut}
                label={copy.zoomOut}
                size="sm"
                disabled={!canZoomOut(view)}
                onClick={() => act({ type: 'zoomOut' })}
              />
              <span className="min-w-12 text-center text-xs text-slate-700 tabular-nums">
                {copy.zoomLevel(view.zoom)}
              </span>
              <IconButton
                icon={ZoomIn}
                label={copy.zoomIn}
                size="sm"
                disabled={!canZoomIn(view)}
                onClick={() => act({ type: 'zoomIn' })}
              />
            </div>
          </div>
        ) : null}
        <div className="order-2 flex items-center gap-1 desktop:order-3">
          {file.downloadUrl ? (
            <a
              href={file.downloadUrl}
              download={file.name}
              aria-label={copy.download}
              title={copy.download}
              className="inline-flex size-8 items-center justify-center rounded-lg text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900"
            >
              <Download aria-hidden="true" className="size-4" />
            </a>
          ) : null}
          <IconButton icon={X} label={copy.close} size="sm" onClick={onClose} />
        </div>
      </div>
      <div ref={scrollRef} className="min-h-0 flex-1 overflow-auto px-4 py-4">
        {hasFailed ? (
          <ErrorState title={copy.errorTitle} message={messages.posts.downloadFailed} onRetry={onRetry} />
        ) : isReady && document ? (
          <PdfPageCanvas document={document} pageNumber={view.page} zoom={view.zoom} onError={onRenderError} />
        ) : (
          <div className="flex h-full items-center justify-center text-slate-500">
            <Spinner size="lg" label={copy.loading} />
          </div>
        )}
      </div>
    </div>
  );
}
