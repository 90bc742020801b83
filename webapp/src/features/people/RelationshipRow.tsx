import { NavLink } from 'react-router-dom';
import { clsx } from 'clsx';
import { Avatar } from '../../ui/Avatar';
import { relationshipPath } from '../shell/paths';
import { displayNameOf, type RelationshipUser } from './relationships-api';

/** Avatar, name and one line about the person; opens the relationship workspace. */
export function RelationshipRow({ user }: { user: RelationshipUser }) {
  const name = displayNameOf(user);
  const subline = user.headline || user.bio || user.email || '';
  return (
    <NavLink
      to={relationshipPath(user.userId)}
      className={({ isActive }) =>
        clsx(
          'flex items-center gap-3 rounded-lg px-3 py-2 transition-colors',
          isActive ? 'bg-accent-50' : 'hover:bg-slate-50',
        )
      }
    >
      <Avatar name={name} src={user.avatar} size="md" decorative />
      <span className="flex min-w-0 flex-col">
        <span className="truncate text-sm font-medium text-slate-900" title={name}>
          {name}
        </span>
        {subline ? (
          <span className="truncate text-xs text-slate-600" title={subline}>
            {subline}
          </span>
        ) : null}
      </span>
    </NavLink>
  );
}
