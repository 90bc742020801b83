import type { RelationshipRow } from '@shared/api/pairings';
import { messages } from '@shared/messages';
import { peopleCopy } from '@shared/ui-copy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { useApiClient } from '../../../lib/api-context';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { toast } from '../../../ui/toast-store';
import { relationshipPath } from '../../shell/paths';
import { displayNameOf, peopleKeys, removePairing } from '../relationships-api';
import { refreshAfterEvent } from '../../../lib/refresh-after-event';

const copy = peopleCopy.remove;

/** Asks before DELETE /api/pairing/{pairingId}; leaves the workspace if it was open. */
export function RemoveRelationshipDialog({
  row,
  open,
  onClose,
}: {
  row: RelationshipRow;
  open: boolean;
  onClose: () => void;
}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const name = displayNameOf(row);
  const mutation = useMutation({
    mutationFn: () => removePairing(api, row.pairingId),
    onSuccess: () => {
      toast.success(copy.done(name));
      onClose();
      void refreshAfterEvent(queryClient, peopleKeys.all);
      const isOpen = [relationshipPath(row.userId), relationshipPath(row.pairingId)].includes(pathname);
      if (isOpen) navigate('/');
    },
    onError: () => toast.error(messages.people.unableToRemoveRelationship),
  });
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!mutation.isPending) onClose();
      }}
      role="alertdialog"
      title={copy.title}
      description={copy.text(name)}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={mutation.isPending}>
            {copy.cancel}
          </Button>
          <Button variant="danger" isLoading={mutation.isPending} onClick={() => mutation.mutate()}>
            {copy.confirm}
          </Button>
        </>
      }
    />
  );
}
