import { File, FileArchive, FileImage, FileSpreadsheet, FileText, FileVideo, Presentation } from 'lucide-react';
import type { FileKind } from '../../format/file-kind';

const icons = {
  image: { Icon: FileImage, tone: 'bg-sky-50 text-sky-700' },
  video: { Icon: FileVideo, tone: 'bg-violet-50 text-violet-700' },
  pdf: { Icon: FileText, tone: 'bg-red-50 text-red-700' },
  doc: { Icon: FileText, tone: 'bg-blue-50 text-blue-700' },
  sheet: { Icon: FileSpreadsheet, tone: 'bg-emerald-50 text-emerald-700' },
  slides: { Icon: Presentation, tone: 'bg-orange-50 text-orange-700' },
  zip: { Icon: FileArchive, tone: 'bg-amber-50 text-amber-800' },
  file: { Icon: File, tone: 'bg-slate-100 text-slate-700' },
} as const;

/** The type icon of a file tile (pdf, doc, sheet, slides, zip, generic). */
export function FileIcon({ kind }: { kind: FileKind }) {
  const { Icon, tone } = icons[kind];
  return (
    <span
      aria-hidden="true"
      data-file-kind={kind}
      className={`inline-flex size-10 shrink-0 items-center justify-center rounded-lg ${tone}`}
    >
      <Icon className="size-5" />
    </span>
  );
}
