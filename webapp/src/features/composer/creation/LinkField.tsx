import { composerCopy } from '@shared/ui-copy';
import { Link2 } from 'lucide-react';
import { Skeleton } from '../../../ui/Skeleton';
import { TextField } from '../../../ui/TextField';
import { safeFileUrl } from '../../posts/format/safe-url';
import { useComposerStore } from '../composer-store';
import { useLinkPreview } from './use-link-preview';

const copy = composerCopy.link;

/** The link input and its preview card (title, description, image); nothing when there is none. */
export function LinkField({ label = copy.label, error }: { label?: string; error?: string | null }) {
  const link = useComposerStore((state) => state.draft.link);
  const update = useComposerStore((state) => state.update);
  const { preview, isLoading } = useLinkPreview(link);
  const image = safeFileUrl(preview?.image);
  return (
    <div className="flex flex-col gap-2">
      <TextField
        type="url"
        inputMode="url"
        label={label}
        placeholder={copy.placeholder}
        value={link}
        error={error}
        onChange={(event) => update({ link: event.target.value })}
      />
      {isLoading ? (
        <div
          role="status"
          aria-label={copy.loadingPreview}
          className="flex gap-3 rounded-lg border border-slate-200 p-2"
        >
          <Skeleton className="size-16 shrink-0" />
          <div className="flex flex-1 flex-col gap-2 py-1">
            <Skeleton className="h-3 w-3/4" />
            <Skeleton className="h-3 w-1/2" />
          </div>
        </div>
      ) : preview && (preview.title || preview.description || image) ? (
        <div className="flex max-h-[300px] gap-3 overflow-hidden rounded-lg border border-slate-200 p-2">
          {image ? (
            <img src={image} alt="" className="size-16 shrink-0 rounded-lg object-cover" />
          ) : (
            <span
              aria-hidden="true"
              className="flex size-16 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-500"
            >
              <Link2 className="size-6" />
            </span>
          )}
          <div className="flex min-w-0 flex-col gap-0.5">
            {preview.title ? (
              <span className="line-clamp-2 text-sm font-semibold text-slate-900">{preview.title}</span>
            ) : null}
            {preview.description ? (
              <span className="line-clamp-2 text-xs text-slate-600">{preview.description}</span>
            ) : null}
            <span className="truncate text-xs text-slate-500" title={preview.url}>
              {preview.url}
            </span>
          </div>
        </div>
      ) : null}
    </div>
  );
}
