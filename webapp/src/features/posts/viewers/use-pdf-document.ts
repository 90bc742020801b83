import { useEffect, useState } from 'react';
import type { PDFDocumentProxy } from './pdf-library';

export type PdfDocumentState =
  | { status: 'loading' }
  | { status: 'ready'; document: PDFDocumentProxy }
  | { status: 'error' };

/** Opens the document at `url` with pdf.js; destroys it when the url changes or the viewer closes. */
export function usePdfDocument(url: string): PdfDocumentState {
  const [state, setState] = useState<PdfDocumentState>({ status: 'loading' });

  useEffect(() => {
    let isCurrent = true;
    let destroy: (() => Promise<void>) | null = null;
    setState({ status: 'loading' });
    import('./pdf-library')
      .then(({ openPdf }) => {
        if (!isCurrent) return null;
        const task = openPdf(url);
        destroy = () => task.destroy();
        return task.promise;
      })
      .then((document) => {
        if (isCurrent && document) setState({ status: 'ready', document });
      })
      .catch(() => {
        if (isCurrent) setState({ status: 'error' });
      });
    return () => {
      isCurrent = false;
      void destroy?.();
    };
  }, [url]);

  return state;
}
