import { composerCopy } from '@shared/ui-copy';
import { FileText, Film, X } from 'lucide-react';
import { uploadNameOf } from '../../uploads/file-rules';
import { useComposerStore } from '../composer-store';
import { useObjectUrls } from './use-object-urls';

const copy = composerCopy.files;

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The chosen files: image thumbnails in a grid, other files as tiles; each removable. */
export function FilePreviews({ disabled = false }: { disabled?: boolean }) {
  const files = useComposerStore((state) => state.draft.files);
  const removeFile = useComposerStore((state) => state.removeFile);
  const urls = useObjectUrls(files);
  if (!files.length) return null;
  return (
    <ul aria-label={composerCopy.uploads.label} className="grid grid-cols-2 gap-2 min-[360px]:grid-cols-3">
      {files.map((file, index) => {
        const name = uploadNameOf(file);
        const url = urls[index];
        const Icon = file.type.startsWith('video/') ? Film : FileText;
        return (
          <li
            key={`${name}-${file.size}`}
            className="relative flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-slate-50"
          >
            {url ? (
              <img src={url} alt={name} className="aspect-square w-full object-cover" />
            ) : (
              <span className="flex aspect-square w-full items-center justify-center text-slate-500">
                <Icon aria-hidden="true" className="size-8" />
              </span>
            )}
            <span className="flex flex-col px-2 py-1">
              <span className="truncate text-xs font-medium text-slate-800" title={name}>
                {name}
              </span>
              <span className="text-[11px] text-slate-500">{formatSize(file.size)}</span>
            </span>
            <button
              type="button"
              disabled={disabled}
              aria-label={copy.remove(name)}
              title={copy.remove(name)}
              onClick={() => removeFile(index)}
              className="absolute top-1 right-1 inline-flex size-7 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow-float hover:bg-white disabled:opacity-50"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
