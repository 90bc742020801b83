import { groupsCopy, uiCopy } from '@shared/ui-copy';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClient } from '../../lib/api-context';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Drawer } from '../../ui/Drawer';
import { ErrorState } from '../../ui/ErrorState';
import { SkeletonList } from '../../ui/Skeleton';
import { displayNameOf } from '../people/relationships-api';
import { useViewer } from '../session/viewer-context';
import { fetchGroupMembers, type GroupDetails, type GroupMember, groupKeys } from './groups-api';
import { AddMembersForm } from './AddMembersForm';
import { MemberRow } from './MemberRow';
import { useRemoveMember } from './use-remove-member';

const copy = groupsCopy.members;

function MemberList({ group }: { group: GroupDetails }) {
  const api = useApiClient();
  const viewer = useViewer();
  const [pending, setPending] = useState<GroupMember | null>(null);
  const [isManaging, setManaging] = useState(false);
  const remove = useRemoveMember(group.groupId, group.name);
  const members = useQuery({
    queryKey: groupKeys.members(group.groupId),
    queryFn: () => fetchGroupMembers(api, group.groupId),
  });
  if (members.isPending) return <SkeletonList label={uiCopy.states.loading} />;
  if (members.isError) {
    return (
      <ErrorState
        size="sm"
        message={members.error.message}
        onRetry={() => void members.refetch()}
        isRetrying={members.isFetching}
      />
    );
  }
  const isLeaving = pending?.userId === viewer.userId;
  return (
    <>
      {group.isAdmin ? (
        isManaging ? (
          <AddMembersForm groupId={group.groupId} onDone={() => setManaging(false)} />
        ) : (
          <div className="mb-2 flex justify-end">
            <Button variant="secondary" size="sm" onClick={() => setManaging(true)}>
              {copy.manage}
            </Button>
          </div>
        )
      ) : null}
      <ul className="flex flex-col divide-y divide-slate-100">
        {members.data.map((member) => (
          <li key={member.userId}>
            <MemberRow
              member={member}
              isSelf={member.userId === viewer.userId}
              canRemove={group.isAdmin}
              onLeaveOrRemove={setPending}
            />
          </li>
        ))}
      </ul>
      <Dialog
        open={pending !== null}
        onClose={() => !remove.isPending && setPending(null)}
        role="alertdialog"
        title={isLeaving ? copy.leaveGroup : copy.confirmRemoveTitle}
        description={
          pending
            ? isLeaving
              ? copy.confirmLeaveText(group.name)
              : copy.confirmRemoveText(displayNameOf(pending), group.name)
            : undefined
        }
        actions={
          <>
            <Button variant="secondary" onClick={() => setPending(null)} disabled={remove.isPending}>
              {copy.cancel}
            </Button>
            <Button
              variant="danger"
              isLoading={remove.isPending}
              onClick={() => pending && remove.mutate(pending, { onSettled: () => setPending(null) })}
            >
              {isLeaving ? copy.leaveGroup : copy.remove}
            </Button>
          </>
        }
      />
    </>
  );
}

/** View Members: the group's members with Admin badges and Leave/Remove (spec 1 §2). */
export function MembersDrawer({ group, open, onClose }: { group: GroupDetails; open: boolean; onClose: () => void }) {
  return (
    <Drawer open={open} onClose={onClose} title={copy.title} description={group.name}>
      {open ? <MemberList group={group} /> : null}
    </Drawer>
  );
}
