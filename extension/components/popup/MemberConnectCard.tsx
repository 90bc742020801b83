import type { PublicUser } from '@shared/api/user';
import { messages } from '@shared/messages';
import { peopleCopy } from '@shared/ui-copy';
import { useConnectPerson } from '@webapp/features/people/connection/use-connect';
import { usePairingStatus } from '@webapp/features/people/connection/use-pairing-status';
import { usePeopleStore } from '@webapp/features/people/people-store';
import { displayNameOf, type PersonLike, sublineOf } from '@webapp/features/people/relationships-api';
import { relationshipPath } from '@webapp/features/shell/paths';
import { useUser } from '@webapp/features/users/use-user';
import { isApiError } from '@webapp/lib/api-client';
import { Avatar } from '@webapp/ui/Avatar';
import { Button } from '@webapp/ui/Button';
import { Chip } from '@webapp/ui/Chip';
import { Skeleton } from '@webapp/ui/Skeleton';
import { Check, CircleCheck, ExternalLink, UserPlus } from 'lucide-react';
import { useOpenWebApp } from '../../lib/use-open-web-app';

const copy = peopleCopy.connection;

type MemberConnectCardProps = {
  userId: string;
  email: string;
  serverUrl: string;
  /** After a successful CONNECT or ACCEPT. */
  onConnected: () => void;
};

/**
 * A member found by their address: who they are and the pairing state, CONNECT, ACCEPT,
 * PENDING or connected with the way to the private workspace (spec 1 §4; spec 3 §4.1).
 */
export function MemberConnectCard({ userId, email, serverUrl, onConnected }: MemberConnectCardProps) {
  const openWebApp = useOpenWebApp(serverUrl);
  const profile = useUser<PublicUser>(userId);
  const status = usePairingStatus(userId);
  const connect = useConnectPerson('extension');
  const wasRequested = usePeopleStore((state) => state.requestedUserIds.has(userId));
  const person: PersonLike = {
    userId,
    firstName: profile.data?.firstName ?? '',
    lastName: profile.data?.lastName ?? '',
    email,
    avatar: profile.data?.avatar ?? null,
    headline: profile.data?.headline ?? null,
    bio: profile.data?.bio ?? null,
  };
  const name = displayNameOf(person);
  const subline = sublineOf(person);
  const current = connect.data?.status === 'connected' ? 'connected' : (status.data?.status ?? 'undefined');

  function action() {
    if (status.isPending || profile.isPending) {
      return <Skeleton className="h-10 w-full" />;
    }
    if (current === 'connected') {
      return (
        <div className="flex flex-col gap-3">
          <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
            <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-emerald-600" />
            {copy.connected(person.firstName || name)}
          </p>
          <Button icon={ExternalLink} fullWidth onClick={() => void openWebApp(relationshipPath(userId))}>
            {messages.profile.visitPrivateWorkspace}
          </Button>
        </div>
      );
    }
    if (current === 'requested' || wasRequested) {
      return (
        <div role="status" className="flex flex-col items-start gap-2">
          <Chip tone="accent" className="h-8 px-3">
            {copy.pending}
          </Chip>
          <p className="text-xs text-slate-600">{copy.sentText(person.firstName || name)}</p>
        </div>
      );
    }
    const isAccept = current === 'invited-to-connect';
    const isOffline = isApiError(status.error) && status.error.isNetworkError;
    return (
      <div className="flex flex-col gap-2">
        <p className="text-sm text-slate-700">{isAccept ? copy.acceptText(name) : copy.connectText(name)}</p>
        {isOffline ? <p className="text-xs text-red-700">{messages.generic.checkConnection}</p> : null}
        <Button
          icon={isAccept ? Check : UserPlus}
          fullWidth
          isLoading={connect.isPending}
          aria-label={`${isAccept ? copy.accept : copy.connect}: ${name}`}
          onClick={() => connect.mutate(person, { onSuccess: onConnected })}
        >
          {isAccept ? copy.accept : copy.connect}
        </Button>
      </div>
    );
  }

  return (
    <section aria-label={name} className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex min-w-0 items-center gap-3">
        {profile.isPending ? (
          <Skeleton rounded="full" className="size-14" />
        ) : (
          <Avatar name={name} src={person.avatar} size="lg" decorative />
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          {profile.isPending ? (
            <>
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-1/2" />
            </>
          ) : (
            <>
              <h2 className="truncate text-base font-semibold text-slate-900" title={name}>
                {name}
              </h2>
              {subline && subline !== email ? (
                <p className="line-clamp-2 text-sm text-slate-600" title={subline}>
                  {subline}
                </p>
              ) : null}
              <p className="truncate text-xs text-slate-500" title={email}>
                {email}
              </p>
            </>
          )}
        </div>
      </div>
      {action()}
    </section>
  );
}
