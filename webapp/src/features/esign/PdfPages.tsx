import { esignCopy } from '@shared/ui-copy';
import { type ReactNode, useCallback, useState } from 'react';
import { Spinner } from '../../ui/Spinner';
import { PdfPageCanvas } from '../posts/viewers/PdfPageCanvas';
import { usePdfDocument } from '../posts/viewers/use-pdf-document';

/** Points to pixels: an A4 page is about 715 px wide. */
export const PAGE_ZOOM = 1.2;

/**
 * Every page of the PDF drawn by pdf.js (its own chunk, loaded on demand), each with an overlay
 * the size of the page for fields: `overlay(pageNumber)` fills it.
 */
export function PdfPages({
  url,
  overlay,
  zoom = PAGE_ZOOM,
}: {
  url: string;
  overlay: (pageNumber: number) => ReactNode;
  /** Points to pixels; a phone passes what fits its width. */
  zoom?: number;
}) {
  const state = usePdfDocument(url);
  const [failed, setFailed] = useState(false);
  const onError = useCallback(() => setFailed(true), []);
  if (state.status === 'error' || failed)
    return (
      <p role="alert" className="p-6 text-center text-sm text-red-700">
        {esignCopy.documentFailed}
      </p>
    );
  if (state.status === 'loading')
    return (
      <p role="status" className="flex items-center justify-center gap-2 p-6 text-sm text-slate-600">
        <Spinner size="sm" /> {esignCopy.loadingDocument}
      </p>
    );
  const pages = Array.from({ length: state.document.numPages }, (_, i) => i + 1);
  return (
    <div className="flex flex-col items-center gap-6">
      {pages.map((pageNumber) => (
        <figure key={pageNumber} className="flex flex-col items-center gap-1">
          <div className="relative w-fit" data-page={pageNumber}>
            <PdfPageCanvas document={state.document} pageNumber={pageNumber} zoom={zoom} onError={onError} />
            <div className="absolute inset-0">{overlay(pageNumber)}</div>
          </div>
          <figcaption className="text-xs text-slate-500">{esignCopy.page(pageNumber, pages.length)}</figcaption>
        </figure>
      ))}
    </div>
  );
}
