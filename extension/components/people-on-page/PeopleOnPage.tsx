import { PAGE_PEOPLE_MAX } from '@shared/api/page-people';
import { messages } from '@shared/messages';
import { pagePeopleCopy } from '@shared/ui-copy';
import { productName } from '@webapp/config';
import { isApiError } from '@webapp/lib/api-client';
import { Button } from '@webapp/ui/Button';
import { EmptyState } from '@webapp/ui/EmptyState';
import { ErrorState } from '@webapp/ui/ErrorState';
import { Skeleton } from '@webapp/ui/Skeleton';
import { ArrowLeft, Clock, EyeOff, MailSearch, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PagePersonRow } from './PagePersonRow';
import { usePagePeople } from './use-page-people';
import { type PageReading, useReadPage } from './use-read-page';

const copy = pagePeopleCopy;
const NO_EMAILS: readonly string[] = [];

/** When a refused lookup can be asked again: a time today, else the day and time. */
export function resetsAt(retryAfterSeconds: number | null, now = new Date()): string {
  if (!retryAfterSeconds) return 'in a few minutes';
  const at = new Date(now.getTime() + retryAfterSeconds * 1000);
  const time = at.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  return at.toDateString() === now.toDateString()
    ? `at ${time}`
    : `${at.toLocaleDateString([], { weekday: 'long' })} at ${time}`;
}

function ListSkeleton() {
  return (
    <div role="status" aria-label={copy.lookingUp} className="flex flex-col divide-y divide-slate-100">
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="flex items-center gap-3 px-3 py-2.5">
          <Skeleton rounded="full" className="size-10" />
          <div className="flex flex-1 flex-col gap-1.5">
            <Skeleton className="h-3.5 w-1/2" />
            <Skeleton className="h-3 w-2/3" />
          </div>
          <Skeleton className="h-8 w-20" />
        </div>
      ))}
    </div>
  );
}

/**
 * The people of the page the user asked about: each address's state and what to do, live as
 * requests are accepted. Holds the addresses only; a reading comes from the button or the
 * context menu (route state), never from this screen on its own.
 */
export function PeopleOnPage() {
  const reading = (useLocation().state ?? null) as PageReading | null;
  const { read, isReading } = useReadPage();
  const emails = reading && 'emails' in reading ? reading.emails : NO_EMAILS;
  const lookup = usePagePeople(emails);

  function body(): ReactNode {
    if (!reading || isReading) return <ListSkeleton />;
    if ('unreadable' in reading)
      return (
        <EmptyState icon={EyeOff} size="sm" title={copy.unreadableTitle} text={copy.unreadableText(productName)} />
      );
    if (emails.length === 0)
      return <EmptyState icon={MailSearch} size="sm" title={copy.emptyTitle} text={copy.emptyText} />;
    if (lookup.isPending) return <ListSkeleton />;
    if (lookup.isError) {
      const error = lookup.error;
      if (isApiError(error) && error.status === 429)
        return (
          <div role="alert">
            <EmptyState
              icon={Clock}
              size="sm"
              title={copy.limitedTitle}
              text={copy.limitedText(resetsAt(error.retryAfterSeconds))}
            />
          </div>
        );
      const isOffline = isApiError(error) && error.isNetworkError;
      return (
        <ErrorState
          size="sm"
          title={copy.failedTitle}
          message={isOffline ? messages.generic.checkConnection : error.message}
          onRetry={() => void lookup.refetch()}
          isRetrying={lookup.isFetching}
        />
      );
    }
    return (
      <>
        <p className="px-3 pt-2 text-xs text-slate-600">
          {copy.count(lookup.data.count)}
          {emails.length >= PAGE_PEOPLE_MAX ? ` · ${copy.capped(PAGE_PEOPLE_MAX)}` : ''}
        </p>
        <ul aria-label={copy.title} className="flex flex-col divide-y divide-slate-100">
          {lookup.data.results.map((person) => (
            <PagePersonRow key={person.email} person={person} />
          ))}
        </ul>
      </>
    );
  }

  return (
    <section aria-labelledby="people-on-page-title" className="flex min-h-0 flex-1 flex-col bg-white">
      <div className="flex items-center justify-between gap-2 p-2">
        <Link
          to="/"
          className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-xs font-medium text-accent-700 hover:bg-accent-50 focus-visible:outline-2 focus-visible:outline-accent-600"
        >
          <ArrowLeft aria-hidden="true" className="size-3.5" />
          {copy.back}
        </Link>
        <Button size="sm" variant="ghost" icon={RefreshCw} isLoading={isReading} onClick={() => void read()}>
          {copy.readAgain}
        </Button>
      </div>
      <div className="flex flex-col gap-0.5 px-3 pb-2">
        <h1 id="people-on-page-title" className="text-base font-semibold text-slate-900">
          {copy.title}
        </h1>
        <p className="text-xs text-slate-600">{copy.intro}</p>
      </div>
      <div aria-live="polite" aria-busy={lookup.isFetching || isReading} className="border-t border-slate-200">
        {body()}
      </div>
    </section>
  );
}
