/** One open meeting page (features/meetings); times in epoch ms. */
export interface MeetingPeerTable {
  peerId: string;
  postId: string;
  userId: string;
  joinedAt: number;
  seenAt: number;
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
