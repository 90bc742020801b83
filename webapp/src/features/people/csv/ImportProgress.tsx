import type { ContactImportAccepted } from '@shared/api/contacts';
import { messages } from '@shared/messages';
import { peopleCopy, uiCopy } from '@shared/ui-copy';
import { useQuery } from '@tanstack/react-query';
import { PartyPopper } from 'lucide-react';
import { useApiClient } from '../../../lib/api-context';
import { ErrorState } from '../../../ui/ErrorState';
import { Skeleton } from '../../../ui/Skeleton';
import { useWorkspaceNav } from '../workspace-nav';
import { contactKeys, fetchImportProgress, rejectedRowsPath } from './contacts-api';
import { ProgressBar } from './ProgressBar';

const copy = peopleCopy.csv;
const POLL_MS = 5000;

/** The success view: the spec's congratulations and how far the batches have got. */
export function ImportProgress({ accepted }: { accepted: ContactImportAccepted }) {
  const api = useApiClient();
  const nav = useWorkspaceNav();
  // contact.import.progress events update this query (people-realtime.ts); polling is the fallback.
  const progress = useQuery({
    queryKey: contactKeys.import(accepted.importId),
    queryFn: () => fetchImportProgress(api, accepted.importId),
    refetchInterval: (query) => (query.state.data?.status === 'done' ? false : POLL_MS),
  });
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col items-center gap-3 text-center">
        <span
          aria-hidden="true"
          className="flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-700"
        >
          <PartyPopper className="size-7" />
        </span>
        <h3 className="text-base font-semibold text-slate-900">{messages.csv.started}</h3>
        <p className="max-w-sm text-sm text-slate-600">{copy.batchesNote}</p>
      </div>
      {progress.isPending ? (
        <div role="status" aria-label={uiCopy.states.loading} className="flex flex-col gap-2">
          <Skeleton className="h-3 w-1/3" />
          <Skeleton className="h-2 w-full" />
        </div>
      ) : progress.isError ? (
        <ErrorState
          size="sm"
          message={progress.error.message}
          onRetry={() => void progress.refetch()}
          isRetrying={progress.isFetching}
        />
      ) : (
        <div className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4">
          <ProgressBar
            label={copy.sending}
            value={progress.data.sent + progress.data.failed}
            max={Math.max(progress.data.valid, 1)}
            text={copy.progress(progress.data.sent, progress.data.valid)}
          />
          {progress.data.status === 'done' ? <p className="text-xs text-emerald-700">{copy.finished}</p> : null}
          {progress.data.skipped > 0 ? (
            <p className="flex flex-wrap gap-x-2 text-xs text-slate-600">
              {copy.skipped(progress.data.skipped)}
              {nav.mode === 'router' ? (
                <a href={rejectedRowsPath(accepted.importId)} className="font-medium text-accent-700 underline">
                  {copy.rejectedLink}
                </a>
              ) : null}
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}
