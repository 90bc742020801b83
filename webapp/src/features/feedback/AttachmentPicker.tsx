import { feedbackCopy } from '@shared/ui-copy';
import { Paperclip, X } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../ui/Button';
import { IconButton } from '../../ui/IconButton';

const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** Chosen attachments with a remove button each, and the picker; the error is the spec's text. */
export function AttachmentPicker({
  files,
  onPick,
  onRemove,
  error,
  disabled,
}: {
  files: readonly File[];
  onPick: (files: File[]) => void;
  onRemove: (index: number) => void;
  error: string | null;
  disabled?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <span id="feedback-attachments-label" className="text-sm font-medium text-slate-800">
          {feedbackCopy.attachmentsLabel}
        </span>
        <Button
          variant="secondary"
          size="sm"
          icon={Paperclip}
          disabled={disabled}
          onClick={() => input.current?.click()}
        >
          {feedbackCopy.addFiles}
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          aria-labelledby="feedback-attachments-label"
          data-testid="feedback-file-input"
          onChange={(event) => {
            onPick([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </div>
      {files.length ? (
        <ul aria-labelledby="feedback-attachments-label" className="flex flex-col gap-1">
          {files.map((file, index) => (
            <li
              key={file.name}
              className="flex items-center gap-2 rounded-lg border border-slate-200 py-1 pr-1 pl-3 text-sm"
            >
              <span className="min-w-0 flex-1 truncate text-slate-800" title={file.name}>
                {file.name}
              </span>
              <span className="shrink-0 text-xs text-slate-600 tabular-nums">{sizeOf(file.size)}</span>
              <IconButton
                icon={X}
                size="sm"
                label={feedbackCopy.removeFile(file.name)}
                disabled={disabled}
                onClick={() => onRemove(index)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : (
        <p className="text-xs text-slate-600">{feedbackCopy.attachmentsHint}</p>
      )}
    </div>
  );
}
