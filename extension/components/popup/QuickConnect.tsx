import { messages } from '@shared/messages';
import { peopleCopy, popupCopy } from '@shared/ui-copy';
import { lookUpMemberByEmail } from '@webapp/features/people/relationships-api';
import { useViewer } from '@webapp/features/session/viewer-context';
import { isApiError } from '@webapp/lib/api-client';
import { useApiClient } from '@webapp/lib/api-context';
import { lazyComponent } from '@webapp/lib/lazy-component';
import { Button } from '@webapp/ui/Button';
import { ErrorState } from '@webapp/ui/ErrorState';
import { Skeleton } from '@webapp/ui/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { CircleAlert, Search, Send, X } from 'lucide-react';
import { type FormEvent, type ReactNode, Suspense, useEffect, useState } from 'react';
import { clearSelectedEmail, emailIn } from '../../lib/selected-email';
import { AddressField } from './AddressField';
import { MemberConnectCard } from './MemberConnectCard';
import { useSelectedEmail } from './use-selected-email';

/** The invitation form (the web app's, with its validation) loads once an address is looked up. */
const PopupInvite = lazyComponent(() => import('./PopupInvite'), 'PopupInvite');

function LookupSkeleton() {
  return (
    <div
      role="status"
      aria-label={popupCopy.lookingUp}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex items-center gap-3">
        <Skeleton rounded="full" className="size-14" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-3 w-1/2" />
        </div>
      </div>
      <Skeleton className="h-10 w-full" />
    </div>
  );
}

/**
 * Whether an address is a member is asked once per address: the key lies outside `people`,
 * which a sent invitation refreshes (that asked a non-member's address again, a second 404).
 */
const memberLookupKey = (email: string) => ['member-lookup', email] as const;

/** The member id of an address (null: not a member), for the popup's result. */
function useMemberByEmail(email: string | null, isSelf: boolean) {
  const api = useApiClient();
  return useQuery({
    queryKey: memberLookupKey(email ?? ''),
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () => lookUpMemberByEmail(api, email as string),
    enabled: Boolean(email) && !isSelf,
    retry: false,
  });
}

/**
 * Quick-connect: the address selected on a page (kept by the background) or typed here is
 * looked up; a member gets CONNECT / ACCEPT / PENDING / connected, anyone else an invitation.
 * `account` (who is signed in) sits beside the title.
 */
export function QuickConnect({ serverUrl, account }: { serverUrl: string; account?: ReactNode }) {
  const viewer = useViewer();
  const selected = useSelectedEmail();
  const [draft, setDraft] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [target, setTarget] = useState<string | null>(null);
  /** The address just invited, confirmed in place of the form. */
  const [invited, setInvited] = useState<string | null>(null);
  const isSelf = target !== null && target === viewer.email.toLowerCase();
  const lookup = useMemberByEmail(target, isSelf);
  // Fetched beside the lookup, so a non-member's form shows without a second wait.
  useEffect(() => {
    if (target !== null) void PopupInvite.preload();
  }, [target]);

  // A newly selected address replaces whatever was typed, and is looked up at once.
  const selectedEmail = selected?.email ?? null;
  useEffect(() => {
    if (!selectedEmail) return;
    setDraft(selectedEmail);
    setFieldError(null);
    setInvited(null);
    setTarget(selectedEmail);
  }, [selectedEmail]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const typed = draft.trim();
    const email = emailIn(typed);
    if (!typed || !email) {
      // The refusal replaces the previous address's result.
      setFieldError(typed ? messages.people.invalidEmail(typed) : messages.people.enterEmailToConnect);
      setTarget(null);
    } else {
      setFieldError(null);
      setInvited(null);
      setDraft(email);
      setTarget(email);
    }
  }

  function reset() {
    setDraft('');
    setFieldError(null);
    setInvited(null);
    setTarget(null);
    void clearSelectedEmail();
  }

  /** A done connect or invite: the page's address has served its purpose. */
  function forgetSelection() {
    void clearSelectedEmail();
  }

  function result() {
    if (target === null && invited !== null) {
      return (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900"
        >
          <Send aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
          <span className="min-w-0 break-words">
            <span className="font-semibold">{peopleCopy.connection.invitationSent}</span>{' '}
            {popupCopy.invitedText(invited)}
          </span>
        </p>
      );
    }
    if (target === null) return null;
    if (isSelf) {
      return (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {messages.people.cannotConnectWithSelf}
        </p>
      );
    }
    if (lookup.isPending) return <LookupSkeleton />;
    if (lookup.isError) {
      const isOffline = isApiError(lookup.error) && lookup.error.isNetworkError;
      return (
        <div className="rounded-lg border border-slate-200 bg-white">
          <ErrorState
            size="sm"
            title={popupCopy.lookupFailed}
            message={isOffline ? messages.generic.checkConnection : lookup.error.message}
            onRetry={() => void lookup.refetch()}
            isRetrying={lookup.isFetching}
          />
        </div>
      );
    }
    if (lookup.data === null) {
      return (
        <Suspense fallback={<LookupSkeleton />}>
          <PopupInvite
            email={target}
            onCancel={() => setTarget(null)}
            onSent={() => {
              forgetSelection();
              setInvited(target);
              setDraft('');
              setTarget(null);
            }}
          />
        </Suspense>
      );
    }
    return (
      <MemberConnectCard
        key={lookup.data}
        userId={lookup.data}
        email={target}
        serverUrl={serverUrl}
        onConnected={forgetSelection}
      />
    );
  }

  return (
    <section aria-labelledby="quick-connect-title" className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        {/* The account beside the title: a line of its own would cost the room a result needs. */}
        <div className="flex items-center justify-between gap-3">
          <h1 id="quick-connect-title" className="shrink-0 text-base font-semibold text-slate-900">
            {popupCopy.title}
          </h1>
          {account}
        </div>
        {/* Once an address has a result, the result needs the room (the popup fits its window). */}
        {target === null ? <p className="text-sm text-slate-600">{popupCopy.intro}</p> : null}
      </div>
      <form noValidate onSubmit={submit} className="flex items-start gap-2">
        <AddressField
          label={popupCopy.emailLabel}
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={popupCopy.emailPlaceholder}
          value={draft}
          onValueChange={(value) => {
            setDraft(value);
            setFieldError(null);
          }}
          error={fieldError}
          hint={selectedEmail && draft === selectedEmail ? popupCopy.fromPage : undefined}
          containerClassName="min-w-0 flex-1"
          trailing={
            draft ? (
              <button
                type="button"
                onClick={reset}
                aria-label={popupCopy.clear}
                className="inline-flex size-8 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-accent-600"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            ) : null
          }
        />
        <Button type="submit" icon={Search} isLoading={target !== null && !isSelf && lookup.isFetching}>
          {popupCopy.lookUp}
        </Button>
      </form>
      <div aria-live="polite">{result()}</div>
    </section>
  );
}
