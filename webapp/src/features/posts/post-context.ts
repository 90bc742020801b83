/**
 * Where a post is shown. Pin and mark-as-unread exist only in a group or relationship
 * context (spec 3 §5, §6); a notification-opened post never offers them.
 */
export type PostContext =
  | { kind: 'home' }
  | { kind: 'group'; groupId: string }
  /** isTestMode: the assistant's test relationship, where the post menu is hidden (spec 3 §6). */
  | { kind: 'relationship'; pairingId: string; otherUserId: string; isTestMode?: boolean }
  | { kind: 'notification' }
  | { kind: 'thread' };

/** The three timelines: home (id = viewer), a group, a relationship (id = pairing). */
export type TimelineScope =
  | { kind: 'home'; id: string }
  | { kind: 'group'; id: string }
  | { kind: 'pairing'; id: string };

/** True where the spec offers pin/unpin and mark as unread. */
export function isWorkspaceContext(
  context: PostContext,
): context is Extract<PostContext, { kind: 'group' } | { kind: 'relationship' }> {
  return context.kind === 'group' || context.kind === 'relationship';
}
