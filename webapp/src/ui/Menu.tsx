import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router-dom';
import { type MenuAnchor, placeMenu } from './menu-position';
import { menuItemsOf, nextMenuItem } from './menu-items';

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
  anchor?: MenuAnchor;
  buttonClassName?: string;
};

const itemClass = (tone: MenuAction['tone']) =>
  clsx(
    'flex w-full items-center gap-2.5 rounded-lg px-3 py-2 text-left text-sm focus:outline-none',
    tone === 'danger' ? 'text-red-700 focus:bg-red-50' : 'text-slate-800 focus:bg-slate-100',
  );

function MenuActionItem({ item, onChosen }: { item: MenuAction; onChosen: () => void }) {
  const Icon = item.icon;
  const content = (
    <>
      {Icon ? <Icon aria-hidden="true" className="size-4 shrink-0 text-current opacity-80" /> : null}
      <span className="truncate">{item.label}</span>
    </>
  );
  const common = {
    role: 'menuitem',
    tabIndex: -1,
    className: itemClass(item.tone),
    // The pointer's item takes the focus, as the arrow keys' does: one highlight at a time.
    onPointerMove: (event: { currentTarget: HTMLElement }) => event.currentTarget.focus(),
    onClick: () => {
      onChosen();
      item.onSelect?.();
    },
  };
  if (item.to) {
    return (
      <Link to={item.to} {...common}>
        {content}
      </Link>
    );
  }
  if (item.href) {
    return (
      <a href={item.href} target="_blank" rel="noreferrer" {...common}>
        {content}
      </a>
    );
  }
  return (
    <button type="button" {...common}>
      {content}
    </button>
  );
}

type OpenState = false | 'first' | 'last';

/**
 * A menu button (WAI-ARIA APG menu button pattern): Enter, Space or ArrowDown open the menu on
 * its first item, ArrowUp on its last; in the menu the arrows, Home, End and a typed first
 * letter move, Enter or Space choose, Escape closes back to the button and Tab closes onward.
 * The list is portalled to the body with fixed coordinates (never clipped by a scrolling
 * card) and flips above the button when there is no room below.
 */
export function Menu({ label, trigger, items, anchor = 'bottom end', buttonClassName }: MenuProps) {
  const [open, setOpen] = useState<OpenState>(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const buttonId = useId();
  const menuId = useId();

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  }, []);

  const place = useCallback(() => {
    const button = buttonRef.current;
    const menu = menuRef.current;
    if (!button || !menu) return;
    const { top, left } = placeMenu(button.getBoundingClientRect(), menu.getBoundingClientRect(), anchor, {
      width: document.documentElement.clientWidth,
      height: window.innerHeight,
    });
    menu.style.top = `${top}px`;
    menu.style.left = `${left}px`;
    menu.style.visibility = 'visible';
  }, [anchor]);

  useLayoutEffect(() => {
    if (!open) return;
    place();
    const menu = menuRef.current;
    if (menu) {
      const list = menuItemsOf(menu);
      (open === 'last' ? list[list.length - 1] : list[0])?.focus();
    }
  }, [open, place]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) close(false);
    };
    document.addEventListener('pointerdown', outside, true);
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      document.removeEventListener('pointerdown', outside, true);
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [open, close, place]);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const menu = menuRef.current;
    if (!menu) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
      return;
    }
    if (event.key === 'Tab') {
      // Focus goes back to the button first, so the browser's Tab moves on from there.
      close(true);
      return;
    }
    if (event.key === ' ' && event.target instanceof HTMLAnchorElement) {
      event.preventDefault();
      event.target.click();
      return;
    }
    const next = nextMenuItem(menuItemsOf(menu), document.activeElement, event.key);
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  return (
    <>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={Boolean(open)}
        aria-controls={open ? menuId : undefined}
        className={clsx('inline-flex items-center rounded-lg', buttonClassName)}
        onClick={() => setOpen((was) => (was ? false : 'first'))}
        onKeyDown={onButtonKeyDown}
      >
        {trigger}
      </button>
      {open
        ? createPortal(
            <div
              ref={menuRef}
              id={menuId}
              role="menu"
              aria-labelledby={buttonId}
              tabIndex={-1}
              onKeyDown={onMenuKeyDown}
              onBlur={(event) => {
                const to = event.relatedTarget as Node | null;
                if (to && !menuRef.current?.contains(to) && to !== buttonRef.current) close(false);
              }}
              style={{ position: 'fixed', top: 0, left: 0, visibility: 'hidden' }}
              className="z-50 w-64 max-w-[calc(100vw-16px)] rounded-lg border border-slate-200 bg-white p-1 shadow-float focus:outline-none"
            >
              {items.map((item) => {
                if (item.kind === 'divider') {
                  return <hr key={item.id} className="my-1 h-px border-0 bg-slate-200" />;
                }
                if (item.kind === 'header') {
                  return (
                    <div key={item.id} className="px-3 py-2">
                      {item.content}
                    </div>
                  );
                }
                return <MenuActionItem key={item.id} item={item} onChosen={() => close(!item.to && !item.href)} />;
              })}
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
