import { channel } from '@shared/realtime';
import type { TimelineScope } from '../posts/post-context';

/** A relationship: its pairing, and the other person (userId, name). */
export type PairingChatTarget = { kind: 'pairing'; pairingId: string; userId: string; name: string };
export type GroupChatTarget = { kind: 'group'; groupId: string; name: string };
/** Where a chat box sends: a relationship or a group. */
export type ChatTarget = PairingChatTarget | GroupChatTarget;

/** The server's name of a chat target (typing signals, pins). */
export type ChatTargetKind = 'Pairing' | 'Group';

export function chatTargetId(target: ChatTarget): string {
  return target.kind === 'pairing' ? target.pairingId : target.groupId;
}

export function chatTargetKind(target: ChatTarget): ChatTargetKind {
  return target.kind === 'pairing' ? 'Pairing' : 'Group';
}

/** The realtime channel the target's chat events arrive on. */
export function chatChannelOf(target: ChatTarget): string {
  return target.kind === 'pairing' ? channel.pair(target.pairingId) : channel.group(target.groupId);
}

/** The timeline a sent message joins (newest first). */
export function chatTimelineScope(target: ChatTarget): TimelineScope {
  return target.kind === 'pairing' ? { kind: 'pairing', id: target.pairingId } : { kind: 'group', id: target.groupId };
}
