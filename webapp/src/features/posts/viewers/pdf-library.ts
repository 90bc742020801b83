import { GlobalWorkerOptions, getDocument, type PDFDocumentLoadingTask } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/**
 * pdf.js, loaded on demand by the document viewer (it is large, and a page that never opens
 * a document should not pay for it). The worker is emitted by Vite as its own asset.
 */
GlobalWorkerOptions.workerSrc = workerUrl;

export type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';

export function openPdf(url: string): PDFDocumentLoadingTask {
  return getDocument({ url, isEvalSupported: false });
}
