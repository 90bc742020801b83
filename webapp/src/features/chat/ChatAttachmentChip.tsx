import { chatCopy } from '@shared/ui-copy';
import { Paperclip, X } from 'lucide-react';

export type ChatAttachmentChipProps = {
  file: File;
  /** Upload percentage while the message is being sent. */
  progress: number | null;
  onRemove: () => void;
  isDisabled: boolean;
};

/** The file attached to the message: its name, a remove control and the upload progress. */
export function ChatAttachmentChip({ file, progress, onRemove, isDisabled }: ChatAttachmentChipProps) {
  return (
    <div className="flex min-w-0 max-w-full items-center gap-2 self-start rounded-lg border border-slate-200 bg-slate-50 py-1 pr-1 pl-2 text-xs text-slate-700">
      <Paperclip aria-hidden="true" className="size-3.5 shrink-0 text-slate-500" />
      <span className="min-w-0 truncate font-medium" title={file.name}>
        {file.name}
      </span>
      {progress === null ? null : (
        <span className="flex shrink-0 items-center gap-1.5">
          <progress
            max={100}
            value={progress}
            aria-label={chatCopy.uploading(progress)}
            className="h-1.5 w-12 overflow-hidden rounded-full [&::-moz-progress-bar]:bg-accent-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-accent-600"
          />
          <span aria-hidden="true" className="tabular-nums text-slate-500">
            {progress}%
          </span>
        </span>
      )}
      <button
        type="button"
        onClick={onRemove}
        disabled={isDisabled}
        aria-label={chatCopy.removeFile(file.name)}
        title={chatCopy.removeFile(file.name)}
        className="inline-flex size-6 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-200 hover:text-slate-900 disabled:cursor-not-allowed disabled:opacity-50"
      >
        <X aria-hidden="true" className="size-3.5" />
      </button>
    </div>
  );
}
