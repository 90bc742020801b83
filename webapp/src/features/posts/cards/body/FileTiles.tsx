import type { Attachment } from '@shared/api/posts';
import { postsCopy } from '@shared/ui-copy';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Skeleton } from '../../../../ui/Skeleton';
import { displayFileName, extensionOf, fileKindOf, fileKey } from '../../format/file-kind';
import { safeFileUrl } from '../../format/safe-url';
import { LazyPdfViewerDialog } from '../../viewers/LazyPdfViewerDialog';
import type { ViewedDocument } from '../../viewers/PdfViewerDialog';
import { FileIcon } from './FileIcon';

function FileTile({ file, onOpenPdf }: { file: Attachment; onOpenPdf: (doc: ViewedDocument) => void }) {
  const name = displayFileName(file);
  const kind = fileKindOf(file);
  // An Office file opens through its processed PDF; a PDF or Office file shows its first page.
  const preview = safeFileUrl(file.media?.previewUrl);
  const isOfficePdf = kind !== 'pdf' && !!preview && file.media?.realType !== 'image/jpeg';
  const url = isOfficePdf ? preview : safeFileUrl(file.url);
  const viewAsPdf = kind === 'pdf' || isOfficePdf;
  const downloadUrl = safeFileUrl(file.downloadUrl);
  const thumbnail = safeFileUrl(file.media?.thumbnailUrl);
  const pages = file.media?.pageCount;
  const label = (
    <>
      {thumbnail ? (
        <img
          src={thumbnail}
          alt=""
          loading="lazy"
          className="h-14 w-11 shrink-0 rounded border border-slate-200 object-cover object-top"
        />
      ) : (
        <FileIcon kind={kind} />
      )}
      <span className="flex min-w-0 flex-col">
        <span className="truncate text-sm font-medium text-slate-900" title={name}>
          {name}
        </span>
        <span className="text-xs uppercase text-slate-500">
          {extensionOf(name) || kind}
          {pages ? ` · ${postsCopy.pages(pages)}` : ''}
        </span>
      </span>
    </>
  );
  const openClass = 'flex min-w-0 flex-1 items-center gap-3 rounded-lg p-1 text-left hover:bg-slate-50';
  return (
    <li className="flex items-center gap-2 rounded-lg border border-slate-200 bg-white p-2">
      {url && viewAsPdf ? (
        <button
          type="button"
          className={openClass}
          aria-label={postsCopy.openFile(name)}
          onClick={() => onOpenPdf({ url, name, downloadUrl })}
        >
          {label}
        </button>
      ) : url ? (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className={openClass}
          aria-label={postsCopy.openFile(name)}
        >
          {label}
        </a>
      ) : (
        <span className={openClass}>{label}</span>
      )}
      {downloadUrl ? (
        <a
          href={downloadUrl}
          download={name}
          aria-label={postsCopy.download(name)}
          title={postsCopy.download(name)}
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          <Download aria-hidden="true" className="size-4" />
        </a>
      ) : null}
    </li>
  );
}

/** File tiles with type icons and downloads; a PDF opens the document viewer (spec 3 §2.3). */
export function FileTiles({ files, pendingCount = 0 }: { files: readonly Attachment[]; pendingCount?: number }) {
  const [viewed, setViewed] = useState<ViewedDocument | null>(null);
  if (!files.length && !pendingCount) return null;
  return (
    <>
      <ul className="flex flex-col gap-2">
        {files.map((file) => (
          <FileTile key={fileKey(file)} file={file} onOpenPdf={setViewed} />
        ))}
        {Array.from({ length: pendingCount }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders for files still processing never reorder
          <li key={`pending-${index}`} className="flex items-center gap-3 rounded-lg border border-slate-200 p-2">
            <Skeleton className="size-10 shrink-0" />
            <Skeleton className="h-3 w-1/2" />
          </li>
        ))}
      </ul>
      <LazyPdfViewerDialog file={viewed} onClose={() => setViewed(null)} />
    </>
  );
}
