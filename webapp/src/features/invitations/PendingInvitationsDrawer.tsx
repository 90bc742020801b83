import type { SentInvitation } from '@shared/api/invitations';
import { invitationsCopy, uiCopy } from '@shared/ui-copy';
import { clsx } from 'clsx';
import { MailCheck, Users } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { Chip } from '../../ui/Chip';
import { Dialog } from '../../ui/Dialog';
import { Drawer } from '../../ui/Drawer';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Skeleton } from '../../ui/Skeleton';
import { formatInvitationDate, usePendingInvitations, useWithdrawInvitation } from './use-pending-invitations';

const copy = invitationsCopy.pending;

const nameOf = (invitation: SentInvitation) =>
  [invitation.firstName, invitation.lastName].filter((part) => part?.trim()).join(' ');

function InvitationDate({ iso, label }: { iso: string; label: (date: string) => string }) {
  const date = formatInvitationDate(iso);
  return (
    <time dateTime={iso} title={date.full}>
      {label(date.short)}
    </time>
  );
}

/** One pending invitation: who, when it was sent and expires, its group, and Withdraw. */
function InvitationRow({ invitation, onWithdraw }: { invitation: SentInvitation; onWithdraw: () => void }) {
  const name = nameOf(invitation);
  return (
    <div className="flex items-start gap-3 py-3">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {name ? <p className="truncate text-sm font-semibold text-slate-900">{name}</p> : null}
        <p className={clsx('truncate text-sm', name ? 'text-slate-600' : 'font-semibold text-slate-900')}>
          {invitation.email}
        </p>
        <p className="flex flex-wrap gap-x-2 text-xs text-slate-500">
          <InvitationDate iso={invitation.createdAt} label={copy.sent} />
          <span aria-hidden="true">·</span>
          <InvitationDate iso={invitation.expiresAt} label={copy.expires} />
        </p>
        {invitation.groupName ? (
          <Chip tone="accent" className="mt-1 self-start">
            <Users aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="truncate">{copy.group(invitation.groupName)}</span>
          </Chip>
        ) : null}
      </div>
      <Button variant="secondary" size="sm" aria-label={copy.withdrawLabel(invitation.email)} onClick={onWithdraw}>
        {copy.withdraw}
      </Button>
    </div>
  );
}

function PendingSkeleton() {
  return (
    <div role="status" aria-label={uiCopy.states.loading} className="flex flex-col divide-y divide-slate-100">
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex items-start gap-3 py-3">
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-2/3" />
            <Skeleton className="h-3 w-1/3" />
          </div>
          <Skeleton className="h-8 w-20" />
        </div>
      ))}
    </div>
  );
}

/** The list with its loading, error and empty states, and the withdraw confirmation. */
function PendingInvitationsList() {
  const query = usePendingInvitations();
  const withdraw = useWithdrawInvitation();
  const [confirming, setConfirming] = useState<SentInvitation | null>(null);

  if (query.isPending) return <PendingSkeleton />;
  if (query.isError && query.rows.length === 0) {
    return (
      <ErrorState
        size="sm"
        title={copy.loadError}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  if (query.rows.length === 0) {
    return <EmptyState size="sm" icon={MailCheck} title={copy.emptyTitle} text={copy.emptyText} />;
  }
  return (
    <>
      <ul aria-label={copy.listLabel} className="-mt-3 flex flex-col divide-y divide-slate-100">
        {query.rows.map((invitation) => (
          <li key={invitation.invitationId}>
            <InvitationRow invitation={invitation} onWithdraw={() => setConfirming(invitation)} />
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button
          variant="secondary"
          size="sm"
          fullWidth
          className="mt-3"
          isLoading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {copy.loadMore}
        </Button>
      ) : null}
      <Dialog
        open={confirming !== null}
        onClose={() => !withdraw.isPending && setConfirming(null)}
        role="alertdialog"
        title={copy.confirmTitle}
        description={confirming ? copy.confirmText(confirming.email) : undefined}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)} disabled={withdraw.isPending}>
              {copy.cancel}
            </Button>
            <Button
              variant="danger"
              isLoading={withdraw.isPending}
              onClick={() => confirming && withdraw.mutate(confirming, { onSettled: () => setConfirming(null) })}
            >
              {copy.confirm}
            </Button>
          </>
        }
      />
    </>
  );
}

/** The sender's pending e-mail invitations, each with Withdraw. */
export function PendingInvitationsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer open={open} onClose={onClose} title={copy.title} description={copy.description}>
      <PendingInvitationsList />
    </Drawer>
  );
}
