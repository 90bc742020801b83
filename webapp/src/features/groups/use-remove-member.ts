import { messages } from '@shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useApiClient } from '../../lib/api-context';
import { toast } from '../../ui/toast-store';
import { useViewer } from '../session/viewer-context';
import { type GroupMember, groupKeys, removeGroupMember } from './groups-api';
import { refreshAfterEvent } from '../../lib/refresh-after-event';

/** Leave Group (oneself) or Remove (admins), with the spec's toasts, both naming the group (spec 1 §8). */
export function useRemoveMember(groupId: string, groupName: string) {
  const api = useApiClient();
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (member: GroupMember) => removeGroupMember(api, groupId, member.userId),
    onSuccess: (result, member) => {
      void refreshAfterEvent(queryClient, groupKeys.all);
      if (member.userId === viewer.userId) {
        toast.success(messages.groups.left(groupName));
        navigate('/', { replace: true });
      } else {
        toast.success(messages.groups.removed(groupName));
      }
      return result;
    },
    onError: () => toast.error(messages.groups.removeFailed),
  });
}
