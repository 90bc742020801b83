import { composerCopy } from '@shared/ui-copy';
import { CheckCircle2, FileUp } from 'lucide-react';
import { percentOf, type UploadProgressItem } from './use-upload-progress';

const copy = composerCopy.uploads;

/** Each file's upload: name, percentage and a bar, announced as a progressbar. */
export function UploadProgressList({ items }: { items: readonly UploadProgressItem[] }) {
  if (!items.length) return null;
  return (
    <ul aria-label={copy.label} className="flex flex-col gap-2">
      {items.map((item, index) => {
        const percent = percentOf(item.fraction);
        const isDone = percent === 100;
        const Icon = isDone ? CheckCircle2 : FileUp;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: names are unique per batch but the index is the upload's identity
          <li key={`${index}-${item.name}`} className="flex flex-col gap-1 rounded-lg border border-slate-200 p-2">
            <div className="flex min-w-0 items-center gap-2 text-xs">
              <Icon
                aria-hidden="true"
                className={isDone ? 'size-4 shrink-0 text-emerald-600' : 'size-4 shrink-0 text-slate-500'}
              />
              <span className="min-w-0 flex-1 truncate font-medium text-slate-800" title={item.name}>
                {item.name}
              </span>
              <span className="shrink-0 tabular-nums text-slate-600">{copy.percent(percent)}</span>
            </div>
            <div
              role="progressbar"
              aria-label={copy.progressOf(item.name)}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-1.5 w-full overflow-hidden rounded-full bg-slate-200"
            >
              <div
                className="h-full rounded-full bg-accent-600 transition-[width] duration-200"
                style={{ width: `${percent}%` }}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
