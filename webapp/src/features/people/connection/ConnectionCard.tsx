import { messages } from '@shared/messages';
import { peopleCopy } from '@shared/ui-copy';
import { CircleCheck, Send, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { isApiError } from '../../../lib/api-client';
import { Avatar } from '../../../ui/Avatar';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { useViewer } from '../../session/viewer-context';
import { displayNameOf, type PersonLike } from '../relationships-api';
import { useConnectPerson } from './use-connect';
import { usePairingStatus } from './use-pairing-status';

const copy = peopleCopy.connection;

function StatusLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm text-slate-700"
    >
      {icon}
      {children}
    </p>
  );
}

/**
 * The pairing state with one person (spec 3 §4.1): CONNECT, ACCEPT for the invitee,
 * 'Invitation sent!' while waiting, and 'are connected' once both agreed.
 */
export function ConnectionCard({ person }: { person: PersonLike }) {
  const viewer = useViewer();
  const status = usePairingStatus(person.userId);
  const connect = useConnectPerson('relationship');
  const name = displayNameOf(person);
  if (person.userId === viewer.userId) return null;
  if (status.isPending) {
    return (
      <div role="status" aria-label={copy.loading} className="rounded-lg border border-slate-200 bg-white p-4">
        <Skeleton className="h-4 w-1/2" />
      </div>
    );
  }
  // A failed lookup offers CONNECT, as the spec says; a network failure also says so.
  const current = status.data?.status ?? 'undefined';
  if (current === 'connected') {
    return (
      <StatusLine icon={<CircleCheck aria-hidden="true" className="size-4 text-emerald-600" />}>
        {copy.connected(person.firstName || name)}
      </StatusLine>
    );
  }
  if (current === 'requested') {
    return (
      <StatusLine icon={<Send aria-hidden="true" className="size-4 text-accent-600" />}>
        <span className="font-semibold text-slate-900">{copy.invitationSent}</span>
        <span className="text-slate-600">{copy.sentText(person.firstName || name)}</span>
      </StatusLine>
    );
  }
  const isInvitee = current === 'invited-to-connect';
  const isOffline = isApiError(status.error) && status.error.isNetworkError;
  return (
    <section className="flex items-center gap-4 rounded-lg border border-accent-200 bg-accent-50 p-4 mobile:flex-col mobile:items-stretch">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Avatar name={name} src={person.avatar} size="md" decorative />
        <div className="flex min-w-0 flex-col">
          <p className="text-sm font-medium text-slate-900">
            {isInvitee ? copy.acceptText(name) : copy.connectText(name)}
          </p>
          {isOffline ? <p className="text-xs text-red-700">{messages.generic.checkConnection}</p> : null}
        </div>
      </div>
      <Button
        icon={UserPlus}
        isLoading={connect.isPending}
        onClick={() => connect.mutate(person)}
        aria-label={`${isInvitee ? copy.accept : copy.connect}: ${name}`}
      >
        {isInvitee ? copy.accept : copy.connect}
      </Button>
    </section>
  );
}
