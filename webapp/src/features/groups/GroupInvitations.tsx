import { messages } from '@shared/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useApiClient } from '../../lib/api-context';
import { refreshAfterEvent } from '../../lib/refresh-after-event';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast-store';
import { useViewer } from '../session/viewer-context';
import { groupPath } from '../shell/paths';
import {
  answerGroupInvitation,
  fetchGroupInvitations,
  type GroupInvitation,
  groupInvitationKeys,
} from './group-invitations-api';
import { groupKeys } from './groups-api';

/**
 * Invitations to groups (membership by consent): who invited the viewer and the group's name,
 * with Accept and Decline. Nothing else of the group shows until the viewer accepts.
 */
export function GroupInvitations() {
  const api = useApiClient();
  const viewer = useViewer();
  const query = useQuery({
    queryKey: groupInvitationKeys.mine(viewer.userId),
    queryFn: () => fetchGroupInvitations(api),
    staleTime: 30_000,
  });
  const invitations = query.data ?? [];
  if (!invitations.length) return null;
  return (
    <section
      aria-labelledby="group-invitations-title"
      className="mx-4 mb-3 rounded-lg border border-accent-200 bg-accent-50 p-3"
    >
      <h3 id="group-invitations-title" className="mb-2 text-sm font-semibold text-slate-900">
        {messages.groups.invitationsTitle}
      </h3>
      <ul className="flex flex-col gap-3">
        {invitations.map((invitation) => (
          <InvitationRow key={invitation.invitationId} invitation={invitation} />
        ))}
      </ul>
    </section>
  );
}

function InvitationRow({ invitation }: { invitation: GroupInvitation }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const inviter = `${invitation.invitedBy.firstName} ${invitation.invitedBy.lastName}`.trim();
  const answer = useMutation({
    mutationFn: (choice: 'accept' | 'decline') => answerGroupInvitation(api, invitation.invitationId, choice),
    onSuccess: (result) => {
      void refreshAfterEvent(queryClient, groupKeys.all);
      if (result.groupId) {
        toast.success(messages.groups.joined(invitation.groupName));
        navigate(groupPath(result.groupId));
      } else toast.success(messages.groups.declined);
    },
    onError: () => {
      void refreshAfterEvent(queryClient, groupKeys.all);
      toast.error(messages.groups.invitationGone);
    },
  });
  return (
    <li className="flex items-start gap-2">
      <Avatar name={inviter} src={invitation.invitedBy.avatar} size="sm" decorative />
      <div className="min-w-0 flex-1">
        <p className="text-sm text-slate-800">{messages.groups.invitedYou(inviter, invitation.groupName)}</p>
        <div className="mt-2 flex gap-2">
          <Button size="sm" disabled={answer.isPending} onClick={() => answer.mutate('accept')}>
            {messages.groups.accept}
          </Button>
          <Button size="sm" variant="secondary" disabled={answer.isPending} onClick={() => answer.mutate('decline')}>
            {messages.groups.decline}
          </Button>
        </div>
      </div>
    </li>
  );
}
