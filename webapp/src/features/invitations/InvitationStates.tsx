import type { InvitationPreview } from '@shared/api/invitations';
import { messages } from '@shared/messages';
import { invitationsCopy, uiCopy } from '@shared/ui-copy';
import { Clock, MailX } from 'lucide-react';
import { ButtonLink } from '../../ui/ButtonLink';
import { EmptyState } from '../../ui/EmptyState';
import { Logo } from '../../ui/Logo';
import { Skeleton } from '../../ui/Skeleton';

/** Centred frame of the invitation page's loading and closed states. */
function Frame({ children }: { children: React.ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 py-10">
      <Logo />
      <section className="flex w-full max-w-sm flex-col rounded-lg border border-slate-200 bg-white">
        {children}
      </section>
    </main>
  );
}

export function InvitationLoading() {
  return (
    <Frame>
      <div role="status" aria-label={uiCopy.states.loading} className="flex flex-col gap-4 p-6">
        <Skeleton rounded="full" className="size-14" />
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-10 w-full" />
      </div>
    </Frame>
  );
}

/** An invitation that cannot be used: expired, withdrawn, used, or not found. */
export function InvitationClosed({ invitation }: { invitation: InvitationPreview | null }) {
  const isExpired = invitation ? invitation.expired || invitation.state === 'expired' : false;
  const text = !invitation
    ? messages.people.invitationNotFound
    : isExpired
      ? messages.people.invitationExpired
      : invitation.state === 'withdrawn'
        ? messages.people.invitationWithdrawn
        : messages.people.invitationUsed;
  return (
    <Frame>
      <EmptyState
        icon={isExpired ? Clock : MailX}
        title={isExpired ? invitationsCopy.expiredTitle : invitationsCopy.unavailableTitle}
        text={text}
        action={
          <ButtonLink to="/" variant="secondary">
            {uiCopy.screens.openApp}
          </ButtonLink>
        }
      />
    </Frame>
  );
}
