import { CSV_IMPORT_COLUMNS } from '@shared/csv-template';
import { peopleCopy } from '@shared/ui-copy';
import { FileSpreadsheet, Upload, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '../../../ui/Button';
import { IconButton } from '../../../ui/IconButton';
import { type CsvPreview, formatFileSize } from './csv-file';

const copy = peopleCopy.csv;

type CsvFileFieldProps = {
  file: File | null;
  preview: CsvPreview | null;
  error: string | null;
  disabled: boolean;
  onChoose: (file: File) => void;
  onClear: () => void;
};

/** CHOOSE CSV FILE WITH CONTACTS, the chosen file, its error, and the first row. */
export function CsvFileField({ file, preview, error, disabled, onChoose, onClear }: CsvFileFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  return (
    <div className="flex flex-col gap-3">
      <input
        ref={inputRef}
        type="file"
        accept=".csv,text/csv"
        tabIndex={-1}
        aria-hidden="true"
        className="sr-only"
        data-testid="csv-file-input"
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (chosen) onChoose(chosen);
        }}
      />
      {file ? (
        <div className="flex items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
          <FileSpreadsheet aria-hidden="true" className="size-5 shrink-0 text-emerald-700" />
          <span className="min-w-0 flex-1 truncate text-sm font-medium text-slate-900" title={file.name}>
            {file.name}
          </span>
          <span className="shrink-0 text-xs text-slate-600">{formatFileSize(file.size)}</span>
          <IconButton icon={X} size="sm" label={copy.removeFile} onClick={onClear} disabled={disabled} />
        </div>
      ) : (
        <Button
          variant="secondary"
          icon={Upload}
          fullWidth
          disabled={disabled}
          aria-describedby={error ? errorId : undefined}
          onClick={() => inputRef.current?.click()}
        >
          {copy.choose}
        </Button>
      )}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {preview ? (
        <section aria-label={copy.preview} className="rounded-lg border border-slate-200">
          <h3 className="border-b border-slate-200 px-3 py-2 text-xs font-semibold text-slate-700">{copy.preview}</h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 px-3 py-2 text-sm">
            {CSV_IMPORT_COLUMNS.map((column, index) => (
              <div key={column} className="contents">
                <dt className="text-slate-600">{preview.header[index] || column}</dt>
                <dd className="truncate text-slate-900" title={preview.firstRow[index] ?? ''}>
                  {preview.firstRow[index] || '—'}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </div>
  );
}
