import { groupsCopy } from '@shared/ui-copy';
import { EllipsisVertical, LogOut, UserMinus } from 'lucide-react';
import { Avatar } from '../../ui/Avatar';
import { Chip } from '../../ui/Chip';
import { Menu, type MenuEntry } from '../../ui/Menu';
import { displayNameOf } from '../people/relationships-api';
import type { GroupMember } from './groups-api';

const copy = groupsCopy.members;

type MemberRowProps = {
  member: GroupMember;
  isSelf: boolean;
  /** The viewer may remove others (an admin: canRemoveUser). */
  canRemove: boolean;
  onLeaveOrRemove: (member: GroupMember) => void;
};

/** Avatar, name, title at company, headline, Admin badge; Leave Group or Remove (spec 1 §2, §6). */
export function MemberRow({ member, isSelf, canRemove, onLeaveOrRemove }: MemberRowProps) {
  const name = displayNameOf(member);
  const work = [member.title, member.company].filter(Boolean).join(' · ');
  const items: MenuEntry[] = isSelf
    ? [{ id: 'leave', label: copy.leaveGroup, icon: LogOut, tone: 'danger', onSelect: () => onLeaveOrRemove(member) }]
    : canRemove
      ? [{ id: 'remove', label: copy.remove, icon: UserMinus, tone: 'danger', onSelect: () => onLeaveOrRemove(member) }]
      : [];
  return (
    <div className="flex items-start gap-3 py-3">
      <Avatar name={name} src={member.avatar} size="md" decorative />
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex min-w-0 items-center gap-2">
          <span className="truncate text-sm font-semibold text-slate-900" title={name}>
            {name}
          </span>
          {isSelf ? <span className="shrink-0 text-xs text-slate-500">({copy.you})</span> : null}
          {member.role === 'admin' ? (
            <Chip tone="accent" className="shrink-0">
              {copy.admin}
            </Chip>
          ) : null}
        </div>
        {work ? (
          <span className="truncate text-xs text-slate-700" title={work}>
            {work}
          </span>
        ) : null}
        {member.headline ? (
          <span className="truncate text-xs text-slate-600" title={member.headline}>
            {member.headline}
          </span>
        ) : null}
      </div>
      {items.length > 0 ? (
        <Menu
          label={copy.menu(name)}
          buttonClassName="size-8 justify-center text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          trigger={<EllipsisVertical aria-hidden="true" className="size-4" />}
          items={items}
        />
      ) : null}
    </div>
  );
}
