import { lazyComponent } from '../../../lib/lazy-component';
import { MountOnFirstOpen } from '../../../ui/MountOnFirstOpen';
import type { PdfViewerDialogProps } from './PdfViewerDialog';

const PdfViewerDialog = lazyComponent(() => import('./PdfViewerDialog'), 'PdfViewerDialog');

/** The PDF viewer, loaded the first time a file is opened: a timeline's cards never pay for it. */
export function LazyPdfViewerDialog(props: PdfViewerDialogProps) {
  return (
    <MountOnFirstOpen isOpen={props.file !== null}>
      <PdfViewerDialog {...props} />
    </MountOnFirstOpen>
  );
}
