import type { Generated } from 'kysely';

/** One open meeting page (features/meetings); times in epoch ms. */
export interface MeetingPeerTable {
  peerId: string;
  postId: string;
  userId: string;
  joinedAt: number;
  seenAt: number;
  /** What the peer sends (0/1), as its page last said (issue 36). */
  isMuted: Generated<number>;
  isCameraOff: Generated<number>;
  isSharing: Generated<number>;
}

/** A WebRTC signal waiting for its addressee; `body` is the JSON signal. */
export interface MeetingSignalTable {
  seq: number;
  postId: string;
  toPeerId: string;
  fromPeerId: string;
  body: string;
  createdAt: number;
}

/** Meetings (features/meetings). */
export interface MeetingsTables {
  meeting_peer: MeetingPeerTable;
  meeting_signal: MeetingSignalTable;
}
