import type { PagePerson } from '@shared/api/page-people';
import { pagePeopleCopy } from '@shared/ui-copy';
import { useConnectPerson } from '@webapp/features/people/connection/use-connect';
import { displayNameOf } from '@webapp/features/people/relationships-api';
import { relationshipPath } from '@webapp/features/shell/paths';
import { useViewer } from '@webapp/features/session/viewer-context';
import { lazyComponent } from '@webapp/lib/lazy-component';
import { Avatar } from '@webapp/ui/Avatar';
import { Button } from '@webapp/ui/Button';
import { Chip, type ChipTone } from '@webapp/ui/Chip';
import { Skeleton } from '@webapp/ui/Skeleton';
import { useQueryClient } from '@tanstack/react-query';
import { Check, ChevronRight, Mail, UserPlus } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { patchPagePerson } from './use-page-people';

/** The popup's invitation form (the web app's, compact), loaded on the first INVITE. */
const PopupInvite = lazyComponent(() => import('../popup/PopupInvite'), 'PopupInvite');

const copy = pagePeopleCopy;

const stateChip: Record<PagePerson['state'], { label: string; tone: ChipTone }> = {
  connected: { label: copy.states.connected, tone: 'success' },
  requested: { label: copy.states.requested, tone: 'accent' },
  'invited-to-connect': { label: copy.states.invitedToConnect, tone: 'warning' },
  member: { label: copy.states.member, tone: 'neutral' },
  'not-member': { label: copy.states.notMember, tone: 'neutral' },
};

/**
 * One address of the page: who it is where known (name, avatar), its state, and the one thing
 * to do: open the relationship, ACCEPT, CONNECT, or INVITE with the address filled in.
 */
export function PagePersonRow({ person }: { person: PagePerson }) {
  const viewer = useViewer();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const connect = useConnectPerson('extension');
  const [isInviting, setInviting] = useState(false);
  const [isInvited, setInvited] = useState(false);
  const isMember = person.state !== 'not-member';
  const name = isMember ? displayNameOf({ ...person }) : person.email;
  const chip = isInvited ? { label: copy.states.invited, tone: 'success' as const } : stateChip[person.state];

  function connectNow() {
    if (!('userId' in person)) return;
    connect.mutate(
      { ...person },
      {
        onSuccess: (answer) =>
          patchPagePerson(queryClient, viewer.userId, person.userId, (p) => ({
            ...p,
            state: answer.status === 'connected' ? 'connected' : 'requested',
            pairingId: answer.pairingId,
          })),
      },
    );
  }

  function action() {
    if (isInvited) return null;
    const label = (verb: string) => copy.actionOn(verb, name);
    switch (person.state) {
      case 'connected':
        return (
          <Button
            size="sm"
            variant="ghost"
            icon={ChevronRight}
            aria-label={label(copy.open)}
            onClick={() => navigate(relationshipPath(person.userId))}
          >
            {copy.open}
          </Button>
        );
      case 'invited-to-connect':
      case 'member': {
        const isAccept = person.state === 'invited-to-connect';
        return (
          <Button
            size="sm"
            icon={isAccept ? Check : UserPlus}
            isLoading={connect.isPending}
            aria-label={label(isAccept ? copy.accept : copy.connect)}
            onClick={connectNow}
          >
            {isAccept ? copy.accept : copy.connect}
          </Button>
        );
      }
      case 'not-member':
        return isInviting ? null : (
          <Button
            size="sm"
            variant="secondary"
            icon={Mail}
            aria-label={label(copy.invite)}
            onMouseEnter={() => void PopupInvite.preload()}
            onClick={() => setInviting(true)}
          >
            {copy.invite}
          </Button>
        );
      default:
        return null;
    }
  }

  return (
    <li className="flex flex-col gap-2 px-3 py-2.5">
      <div className="flex min-w-0 items-center gap-3">
        <Avatar name={name} src={isMember ? person.avatar : null} size="md" decorative />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="truncate text-sm font-semibold text-slate-900" title={name}>
            {name}
          </span>
          {isMember ? (
            <span className="truncate text-xs text-slate-600" title={person.email}>
              {person.email}
            </span>
          ) : null}
          <Chip tone={chip.tone} className="self-start">
            {chip.label}
          </Chip>
        </div>
        <div className="shrink-0">{action()}</div>
      </div>
      {isInviting ? (
        <Suspense fallback={<Skeleton className="h-40 w-full" />}>
          <PopupInvite
            email={person.email}
            onCancel={() => setInviting(false)}
            onSent={() => {
              setInviting(false);
              setInvited(true);
            }}
          />
        </Suspense>
      ) : null}
    </li>
  );
}
