// PLACEHOLDER (owned by the viewers helper; replaced in this session).
export type ViewedDocument = { url: string; name: string; downloadUrl: string | null };
export type PdfViewerDialogProps = { file: ViewedDocument | null; onClose: () => void };
export function PdfViewerDialog(_props: PdfViewerDialogProps) {
  return null;
}
