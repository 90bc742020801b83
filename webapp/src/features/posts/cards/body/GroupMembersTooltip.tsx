import type { Post } from '@shared/api/posts';
import { postsCopy, uiCopy } from '@shared/ui-copy';
import { useQuery } from '@tanstack/react-query';
import { type CSSProperties, useCallback, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useApiClient } from '../../../../lib/api-context';
import { fetchGroupMembers, groupKeys } from '../../../groups/groups-api';
import { useViewer } from '../../../session/viewer-context';
import { GROUP_TOOLTIP_NAMES } from '../../format/limits';
import { fullNameOf } from '../../format/names';
import { useViewerPortalRoot } from '../../viewers/viewer-portal';
import { membersNamedBy } from './use-graph-people';

/** How long the pointer may travel from the trigger to the tooltip before it closes. */
const CLOSE_DELAY_MS = 150;
const GAP_PX = 6;
const TOOLTIP_ROOM_PX = 320;

type Props = {
  post: Post;
  /** The text in the sentence: 'N others'. */
  label: string;
  /** The members the sentence already names (left out of the tooltip). */
  namedIds: readonly string[];
};

/**
 * The 'N others' of a group post (spec 3 §9): hovering or focusing it shows a tooltip naming
 * up to 12 of them, then 'and N others'. The card carries only the first few members, so the
 * rest are read when the tooltip first opens (the members list; one read per group, cached).
 * Escape hides it; the pointer may move onto it (WCAG 1.4.13).
 */
export function GroupMembersTooltip({ post, label, namedIds }: Props) {
  const tooltipId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [position, setPosition] = useState<CSSProperties | null>(null);
  const portalRoot = useViewerPortalRoot();
  const isOpen = position !== null;

  const open = () => {
    clearTimeout(closeTimer.current);
    const rect = triggerRef.current?.getBoundingClientRect();
    if (!rect) return;
    const left = Math.max(8, Math.min(rect.left, window.innerWidth - 288));
    const below = window.innerHeight - rect.bottom > TOOLTIP_ROOM_PX || rect.top < TOOLTIP_ROOM_PX;
    setPosition(below ? { left, top: rect.bottom + GAP_PX } : { left, bottom: window.innerHeight - rect.top + GAP_PX });
  };
  const close = useCallback(() => {
    clearTimeout(closeTimer.current);
    setPosition(null);
  }, []);
  const closeSoon = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(close, CLOSE_DELAY_MS);
  };

  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    // It is placed where the trigger was: a scroll moves the trigger away.
    const onScroll = () => close();
    document.addEventListener('keydown', onKey);
    window.addEventListener('scroll', onScroll, true);
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', onScroll, true);
    };
  }, [isOpen, close]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-describedby={isOpen ? tooltipId : undefined}
        onMouseEnter={open}
        onMouseLeave={closeSoon}
        onFocus={open}
        onBlur={close}
        onClick={() => (isOpen ? close() : open())}
        className="rounded font-medium text-slate-900 underline decoration-dotted underline-offset-2 focus-visible:outline-2 focus-visible:outline-accent-600"
      >
        {label}
      </button>
      {isOpen
        ? createPortal(
            <div
              id={tooltipId}
              role="tooltip"
              style={position}
              onMouseEnter={() => clearTimeout(closeTimer.current)}
              onMouseLeave={closeSoon}
              className="fixed z-50 w-max max-w-70 rounded-lg bg-slate-900 px-3 py-2 text-xs text-white shadow-lg"
            >
              <MemberNames post={post} namedIds={namedIds} />
            </div>,
            portalRoot ?? document.body,
          )
        : null}
    </>
  );
}

function MemberNames({ post, namedIds }: { post: Post; namedIds: readonly string[] }) {
  const api = useApiClient();
  const viewer = useViewer();
  const groupId = post.groupId ?? '';
  const query = useQuery({
    queryKey: groupKeys.members(groupId),
    queryFn: () => fetchGroupMembers(api, groupId),
    enabled: Boolean(groupId),
    staleTime: 60_000,
  });
  if (!query.data) return <span>{query.isError ? uiCopy.states.loadError : `${uiCopy.states.loading}…`}</span>;
  const rest = membersNamedBy(post, query.data).filter((member) => !namedIds.includes(member.userId));
  const listed = rest.slice(0, GROUP_TOOLTIP_NAMES);
  const more = rest.length - listed.length;
  return (
    <ul className="flex flex-col gap-0.5">
      {listed.map((member) => (
        <li key={member.userId} className="break-words">
          {member.userId === viewer.userId ? postsCopy.you : fullNameOf(member) || postsCopy.someone}
        </li>
      ))}
      {more > 0 ? <li className="text-slate-300">{postsCopy.membersTooltipMore(more)}</li> : null}
    </ul>
  );
}
