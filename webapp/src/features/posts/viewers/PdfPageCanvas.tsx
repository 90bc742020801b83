import { postViewsCopy } from '@shared/ui-copy';
import { useEffect, useRef, useState } from 'react';
import { Spinner } from '../../../ui';
import type { PDFDocumentProxy, RenderTask } from './pdf-library';

/** pdf.js rejects a cancelled render with this name; it is not a failure. */
const isRenderCancelled = (error: unknown) => error instanceof Error && error.name === 'RenderingCancelledException';

export type PdfPageCanvasProps = {
  document: PDFDocumentProxy;
  pageNumber: number;
  zoom: number;
  onError: () => void;
};

/**
 * One page drawn on a canvas at `zoom` (and the screen's pixel ratio, so text stays sharp).
 * A page or zoom change cancels the render in flight before the next one starts.
 */
export function PdfPageCanvas({ document, pageNumber, zoom, onError }: PdfPageCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [isRendering, setIsRendering] = useState(true);

  useEffect(() => {
    let isCurrent = true;
    let task: RenderTask | null = null;
    setIsRendering(true);
    document
      .getPage(pageNumber)
      .then((page) => {
        const canvas = canvasRef.current;
        if (!isCurrent || !canvas) return;
        const viewport = page.getViewport({ scale: zoom });
        const ratio = window.devicePixelRatio || 1;
        canvas.width = Math.floor(viewport.width * ratio);
        canvas.height = Math.floor(viewport.height * ratio);
        canvas.style.width = `${Math.floor(viewport.width)}px`;
        canvas.style.height = `${Math.floor(viewport.height)}px`;
        task = page.render({
          canvas,
          viewport,
          ...(ratio === 1 ? {} : { transform: [ratio, 0, 0, ratio, 0, 0] }),
        });
        return task.promise;
      })
      .then(() => {
        if (isCurrent) setIsRendering(false);
      })
      .catch((error: unknown) => {
        if (isCurrent && !isRenderCancelled(error)) onError();
      });
    return () => {
      isCurrent = false;
      task?.cancel();
    };
  }, [document, pageNumber, zoom, onError]);

  return (
    <div className="relative mx-auto w-fit bg-white shadow-float">
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={postViewsCopy.document.renderingPage(pageNumber)}
        className="block"
      />
      {isRendering ? (
        <div className="absolute inset-0 flex min-h-40 min-w-40 items-center justify-center text-slate-500">
          <Spinner size="lg" />
        </div>
      ) : null}
    </div>
  );
}
