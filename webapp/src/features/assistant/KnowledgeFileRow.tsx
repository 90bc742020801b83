import type { KnowledgeFile } from '@shared/knowledge';
import { assistantCopy } from '@shared/ui-copy';
import { AlertTriangle, CheckCircle2, FileText, Loader2, Trash2 } from 'lucide-react';
import { Chip, type ChipTone } from '../../ui/Chip';
import { IconButton } from '../../ui/IconButton';

const copy = assistantCopy.train;

export const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

function Bar({ label, percent }: { label: string; percent: number }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
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
  );
}

const statusTone: Record<KnowledgeFile['status'], ChipTone> = {
  uploaded: 'neutral',
  reading: 'accent',
  indexed: 'success',
  failed: 'danger',
};

/** A stored file: its name, size and where the server is with it (uploaded, reading n%, indexed, failed). */
export function KnowledgeFileRow({ file, onDelete }: { file: KnowledgeFile; onDelete: () => void }) {
  const Icon =
    file.status === 'indexed'
      ? CheckCircle2
      : file.status === 'failed'
        ? AlertTriangle
        : file.status === 'reading'
          ? Loader2
          : FileText;
  return (
    <li className="flex flex-col gap-1.5 rounded-lg border border-slate-200 p-2.5" data-file-status={file.status}>
      <div className="flex min-w-0 items-center gap-2">
        <Icon
          aria-hidden="true"
          className={
            file.status === 'failed'
              ? 'size-4 shrink-0 text-red-600'
              : file.status === 'indexed'
                ? 'size-4 shrink-0 text-emerald-600'
                : file.status === 'reading'
                  ? 'size-4 shrink-0 animate-spin text-accent-600'
                  : 'size-4 shrink-0 text-slate-500'
          }
        />
        <span className="min-w-0 flex-1 truncate text-sm font-medium text-slate-800" title={file.name}>
          {file.name}
        </span>
        <span className="shrink-0 text-xs tabular-nums text-slate-600">{formatBytes(file.size)}</span>
        <Chip tone={statusTone[file.status]} className="shrink-0">
          {file.status === 'reading' ? `${copy.status.reading} ${file.progress}%` : copy.status[file.status]}
        </Chip>
        <IconButton icon={Trash2} label={copy.removeFile(file.name)} size="sm" onClick={onDelete} />
      </div>
      {file.status === 'reading' || file.status === 'uploaded' ? (
        <Bar label={`${file.name}: ${copy.status.reading}`} percent={file.status === 'reading' ? file.progress : 0} />
      ) : null}
      {file.status === 'failed' ? (
        <p role="alert" className="text-xs text-red-700">
          {file.error || copy.failedHelp}
        </p>
      ) : null}
    </li>
  );
}

/** A file picked but not saved yet; while saving it shows its upload percentage. */
export function PendingFileRow({
  file,
  percent,
  onRemove,
}: {
  file: File;
  percent: number | null;
  onRemove: () => void;
}) {
  return (
    <li className="flex flex-col gap-1.5 rounded-lg border border-dashed border-accent-300 bg-accent-50/40 p-2.5">
      <div className="flex min-w-0 items-center gap-2">
        <FileText aria-hidden="true" className="size-4 shrink-0 text-accent-700" />
        <span className="min-w-0 flex-1 truncate text-sm font-medium text-slate-800" title={file.name}>
          {file.name}
        </span>
        <span className="shrink-0 text-xs tabular-nums text-slate-600">{formatBytes(file.size)}</span>
        <Chip className="shrink-0">{percent === null ? copy.status.pending : copy.status.uploading(percent)}</Chip>
        {percent === null ? (
          <IconButton icon={Trash2} label={copy.removeFile(file.name)} size="sm" onClick={onRemove} />
        ) : null}
      </div>
      {percent !== null ? <Bar label={copy.status.uploading(percent)} percent={percent} /> : null}
    </li>
  );
}
