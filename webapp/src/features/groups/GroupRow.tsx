import { groupsCopy, peopleCopy } from '@shared/ui-copy';
import { clsx } from 'clsx';
import { UsersRound } from 'lucide-react';
import { Chip } from '../../ui/Chip';
import { WorkspaceLink } from '../people/workspace-nav';
import { useViewer } from '../session/viewer-context';
import { groupLink } from './group-link';
import { groupRowLines } from './group-row-lines';
import type { GroupRow } from './groups-api';

/** A group: icon, name, member count, Admin badge and unread style; opens the workspace (an applicant workspace as itself). */
export function GroupRowItem({ row, isUnread }: { row: GroupRow; isUnread: boolean }) {
  const viewer = useViewer();
  const { title, detail } = groupRowLines(row, viewer.userId);
  return (
    <WorkspaceLink
      to={groupLink(row, viewer.userId)}
      className={({ isActive }) =>
        clsx(
          'flex items-center gap-3 rounded-lg px-3 py-2 transition-colors',
          isActive ? 'bg-accent-50' : 'hover:bg-slate-50',
        )
      }
    >
      <span className="relative shrink-0">
        <span
          aria-hidden="true"
          className="flex size-10 items-center justify-center rounded-full bg-slate-100 text-slate-600"
        >
          <UsersRound className="size-5" />
        </span>
        {isUnread ? (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 size-3 rounded-full border-2 border-white bg-accent-600"
          />
        ) : null}
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="flex min-w-0 items-center gap-2">
          <span
            className={clsx('min-w-0 text-sm break-words text-slate-900', isUnread ? 'font-bold' : 'font-medium')}
            title={row.name}
          >
            {title}
          </span>
          {row.isAdmin ? <Chip className="shrink-0">{groupsCopy.list.admin}</Chip> : null}
        </span>
        <span className={clsx('text-xs break-words', isUnread ? 'font-medium text-slate-800' : 'text-slate-600')}>
          {detail ? `${detail} · ` : ''}
          {groupsCopy.list.members(row.memberCount)}
        </span>
        {isUnread ? <span className="sr-only">, {peopleCopy.list.unread}</span> : null}
      </span>
    </WorkspaceLink>
  );
}
