import type { DataExport } from '@shared/api/account';
import { accountDataCopy as copy } from '@shared/copy/account-data';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useApiClient } from '../../lib/api-context';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast-store';
import { accountDataKeys, fetchLatestExport, startExport } from './account-data-api';

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'long' });

/** "Download my data": start an export, follow its progress live, download the zip when ready. */
export function DataExportSection() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const latest = useQuery({ queryKey: accountDataKeys.export, queryFn: () => fetchLatestExport(api) });
  const start = useMutation({
    mutationFn: () => startExport(api),
    onSuccess: (started) => queryClient.setQueryData<DataExport | null>(accountDataKeys.export, started),
    onError: (error) => toast.error(error.message),
  });
  const current = latest.data ?? null;
  const isBusy = current?.status === 'queued' || current?.status === 'running';

  return (
    <section
      aria-labelledby="export-heading"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5"
    >
      <h2 id="export-heading" className="text-base font-semibold text-slate-900">
        {copy.exportHeading}
      </h2>
      <p className="text-sm text-slate-700">{copy.exportIntro}</p>
      {isBusy && current ? (
        <div className="flex flex-col gap-1.5">
          <p className="text-sm text-slate-800" aria-live="polite">
            {copy.exportPreparing(current.progress)}
          </p>
          <progress
            className="h-2 w-full accent-indigo-600"
            max={100}
            value={current.progress}
            aria-label={copy.exportProgressLabel}
          />
        </div>
      ) : null}
      {current?.status === 'ready' && current.downloadUrl && current.expiresAt ? (
        <div className="flex flex-wrap items-center gap-3 rounded-md bg-emerald-50 px-3 py-2">
          <p className="text-sm text-emerald-900">{copy.exportReady(day(current.expiresAt))}</p>
          <a
            href={current.downloadUrl}
            className="inline-flex items-center gap-1.5 rounded-md bg-emerald-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-emerald-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
          >
            <Download aria-hidden="true" className="size-4" />
            {copy.exportDownload}
          </a>
        </div>
      ) : null}
      {current?.status === 'failed' ? (
        <p role="alert" className="text-sm text-red-800">
          {copy.exportFailed}
        </p>
      ) : null}
      <div>
        <Button
          variant={current?.status === 'ready' ? 'secondary' : 'primary'}
          onClick={() => start.mutate()}
          disabled={isBusy || latest.isPending}
          isLoading={start.isPending}
        >
          {current?.status === 'ready' ? copy.exportAgain : copy.exportButton}
        </Button>
      </div>
    </section>
  );
}
