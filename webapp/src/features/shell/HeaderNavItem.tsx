import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { navItemClass, navLabelClass } from './nav-item-style';

type HeaderNavItemProps = {
  icon: LucideIcon;
  label: string;
  isCompact: boolean;
  isActive?: boolean;
  /** A small marker on the icon, e.g. Home's unread dot, with its spoken text. */
  marker?: string | null;
  /** Shown in the marker instead of a dot, e.g. the bell's unread count ('3', '99+'). */
  badge?: string | null;
  to?: string;
  onClick?: () => void;
};

function NavContent({ icon: Icon, label, isCompact, marker, badge }: HeaderNavItemProps): ReactNode {
  return (
    <>
      <span className="relative">
        <Icon aria-hidden="true" className="size-5" />
        {marker && badge ? (
          <span
            aria-hidden="true"
            data-testid="nav-badge"
            className="absolute -top-1.5 left-2.5 flex h-4 min-w-4 items-center justify-center rounded-full border-2 border-white bg-red-600 px-1 text-[10px] leading-none font-bold text-white"
          >
            {badge}
          </span>
        ) : marker ? (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-1 size-2.5 rounded-full border-2 border-white bg-red-600"
          />
        ) : null}
      </span>
      <span className={navLabelClass(isCompact)}>
        {label}
        {marker ? <span className="sr-only">, {marker}</span> : null}
      </span>
    </>
  );
}

/** One entry of the header: a route link or a button that opens a panel. */
export function HeaderNavItem(props: HeaderNavItemProps) {
  const { to, onClick, isActive = false, isCompact } = props;
  if (to) {
    return (
      <Link to={to} aria-current={isActive ? 'page' : undefined} className={navItemClass(isActive, isCompact)}>
        <NavContent {...props} />
      </Link>
    );
  }
  return (
    <button type="button" onClick={onClick} className={navItemClass(isActive, isCompact)}>
      <NavContent {...props} />
    </button>
  );
}
