import type { PublicUser } from '@shared/api/user';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from '../../ui/toast-store';
import { displayNameOf } from '../people/relationships-api';
import { useViewer } from '../session/viewer-context';
import { useUser } from '../users/use-user';
import { useComposerStore } from './composer-store';

/**
 * `?receiver={userId}` on any link (spec 1 §2, spec 2 §1): opens the share composer addressed to
 * that relationship, once the person's name is known, and drops the parameter so a reload or
 * Back does not open it again. The server still decides whether the post may go to them.
 */
export function useReceiverLink(): void {
  const [params, setParams] = useSearchParams();
  const viewer = useViewer();
  const receiver = params.get('receiver');
  const userId = receiver && receiver !== viewer.userId ? receiver : null;
  const person = useUser<PublicUser>(userId);
  const open = useComposerStore((state) => state.open);

  useEffect(() => {
    if (!receiver || (userId && person.isPending)) return;
    if (userId && person.data) {
      open({ mode: 'share', audience: { kind: 'pairing', userId, name: displayNameOf(person.data) } });
    } else if (userId && person.isError) {
      toast.error(person.error.message);
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('receiver');
        return next;
      },
      { replace: true },
    );
  }, [receiver, userId, person.isPending, person.data, person.isError, person.error, open, setParams]);
}
