import { MenuButton, MenuItem, MenuItems, MenuSeparator, Menu as HeadlessMenu } from '@headlessui/react';
import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export type MenuAction = {
  kind?: 'action';
  id: string;
  label: string;
  icon?: LucideIcon;
  /** Runs when chosen; or use `to` (in-app route) or `href` (opens in a new tab). */
  onSelect?: () => void;
  to?: string;
  href?: string;
  tone?: 'default' | 'danger';
};
export type MenuEntry =
  | MenuAction
  | { kind: 'divider'; id: string }
  | { kind: 'header'; id: string; content: ReactNode };

export type MenuProps = {
  /** Accessible name of the button that opens the menu. */
  label: string;
  /** What the button shows (icon, avatar, text). */
  trigger: ReactNode;
  items: readonly MenuEntry[];
  anchor?: 'bottom end' | 'bottom start';
  buttonClassName?: string;
};

const itemClass = (tone: MenuAction['tone']) =>
  clsx(
    'flex w-full items-center gap-2.5 rounded-lg px-3 py-2 text-left text-sm',
    tone === 'danger' ? 'text-red-700 data-focus:bg-red-50' : 'text-slate-800 data-focus:bg-slate-100',
  );

function MenuActionItem({ item }: { item: MenuAction }) {
  const Icon = item.icon;
  const content = (
    <>
      {Icon ? <Icon aria-hidden="true" className="size-4 shrink-0 text-current opacity-80" /> : null}
      <span className="truncate">{item.label}</span>
    </>
  );
  if (item.to) {
    return (
      <MenuItem>
        <Link to={item.to} className={itemClass(item.tone)} onClick={item.onSelect}>
          {content}
        </Link>
      </MenuItem>
    );
  }
  if (item.href) {
    return (
      <MenuItem>
        <a href={item.href} target="_blank" rel="noreferrer" className={itemClass(item.tone)} onClick={item.onSelect}>
          {content}
        </a>
      </MenuItem>
    );
  }
  return (
    <MenuItem>
      <button type="button" className={itemClass(item.tone)} onClick={item.onSelect}>
        {content}
      </button>
    </MenuItem>
  );
}

/** A button that opens a keyboard-navigable list of actions and links. */
export function Menu({ label, trigger, items, anchor = 'bottom end', buttonClassName }: MenuProps) {
  return (
    <HeadlessMenu>
      <MenuButton
        aria-label={label}
        title={label}
        className={clsx('inline-flex items-center rounded-lg', buttonClassName)}
      >
        {trigger}
      </MenuButton>
      <MenuItems
        anchor={{ to: anchor, gap: 8, padding: 8 }}
        transition
        className="z-50 w-64 rounded-lg border border-slate-200 bg-white p-1 shadow-float transition duration-100 ease-out focus:outline-none data-closed:scale-95 data-closed:opacity-0"
      >
        {items.map((item) => {
          if (item.kind === 'divider') return <MenuSeparator key={item.id} className="my-1 h-px bg-slate-200" />;
          if (item.kind === 'header') {
            return (
              <div key={item.id} className="px-3 py-2">
                {item.content}
              </div>
            );
          }
          return <MenuActionItem key={item.id} item={item} />;
        })}
      </MenuItems>
    </HeadlessMenu>
  );
}
