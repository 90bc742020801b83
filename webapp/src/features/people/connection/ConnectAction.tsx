import type { PairingStatus } from '@shared/api/pairings';
import { peopleCopy } from '@shared/ui-copy';
import { Button } from '../../../ui/Button';
import { Chip } from '../../../ui/Chip';
import { usePeopleStore } from '../people-store';
import { displayNameOf, type PersonLike } from '../relationships-api';
import { useConnectPerson } from './use-connect';

type ConnectActionProps = {
  person: PersonLike;
  status: PairingStatus;
  source: string;
  /** Marks the button as an item of a keyboard-navigable popup. */
  isPopupItem?: boolean;
};

/**
 * The button of a person in a list: CONNECT, or ACCEPT when they asked first; PENDING once
 * asked (spec 1 §4); nothing when connected.
 */
export function ConnectAction({ person, status, source, isPopupItem = false }: ConnectActionProps) {
  const connect = useConnectPerson(source);
  const wasRequested = usePeopleStore((state) => state.requestedUserIds.has(person.userId));
  if (status === 'connected' || (connect.isSuccess && connect.data.status === 'connected')) return null;
  if (status === 'requested' || wasRequested) {
    return <Chip className="h-8 shrink-0 px-3">{peopleCopy.search.pending}</Chip>;
  }
  const isAccept = status === 'invited-to-connect';
  const label = isAccept ? peopleCopy.connection.accept : peopleCopy.search.connect;
  return (
    <Button
      size="sm"
      variant={isAccept ? 'primary' : 'secondary'}
      data-search-item={isPopupItem || undefined}
      aria-label={`${label}: ${displayNameOf(person)}`}
      isLoading={connect.isPending}
      onClick={() => connect.mutate(person)}
    >
      {label}
    </Button>
  );
}
