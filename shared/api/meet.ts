import { z } from 'zod';

/**
 * Meetings (spec 1 §2 /meet/{postId}, issue 14): a WebRTC mesh among the people a meeting
 * post was shared with, signalled through Rapport: the `meet:{postId}` channel announces who
 * joined and left and that a peer has signals waiting; the signals themselves (SDP, ICE) wait
 * in the addressee's inbox (`GET /api/meet/{postId}/signals`), which only its owner drains.
 */
export const MEETING_MAX_PEERS = 4;
/** A peer that has not called join (the heartbeat) for this long has left. */
export const MEETING_PEER_TTL_MS = 40_000;
export const MEETING_HEARTBEAT_MS = 15_000;
/** Signals one call may carry (an offer or answer, then ICE candidates batched). */
export const MEETING_SIGNALS_PER_CALL = 50;

export const meetEvents = {
  joined: 'meet.joined',
  left: 'meet.left',
  signal: 'meet.signal',
  /** A peer muted, turned its camera off or on, started or stopped sharing its screen. */
  media: 'meet.media',
} as const;

export const meetChannel = (postId: string) => `meet:${postId}`;

/** A peer is one open meeting page: its id is made by the page (a UUID), its user by the session. */
const zPeerId = z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'peerId must be 8 to 64 letters, digits or dashes');

/** What a peer sends, as the others draw it: a muted mark, the avatar, the shared screen. */
export const zMediaState = z
  .object({ isMuted: z.boolean(), isCameraOff: z.boolean(), isSharing: z.boolean() })
  .strict();
export type MediaState = z.infer<typeof zMediaState>;
/** A peer that said nothing yet: microphone and camera on. */
export const SENDING_EVERYTHING: MediaState = { isMuted: false, isCameraOff: false, isSharing: false };

/** The page says its state on joining (it may join muted, without a camera, or with nothing). */
export const zJoinBody = z.object({ peerId: zPeerId, media: zMediaState.optional() });
/** POST /api/meet/{postId}/media: the peer's state changed. */
export const zMediaBody = z.object({ peerId: zPeerId, media: zMediaState });
export const zLeaveBody = z.object({ peerId: zPeerId });

const zDescription = z.object({
  type: z.enum(['offer', 'answer']),
  sdp: z.string().min(1).max(20_000),
});
const zCandidate = z.object({
  candidate: z.string().max(2000),
  sdpMid: z.string().max(64).nullable().optional(),
  sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
  usernameFragment: z.string().max(256).nullable().optional(),
});
export const zSignal = z.union([
  z.object({ description: zDescription }).strict(),
  z.object({ candidate: zCandidate }).strict(),
]);
export type Signal = z.infer<typeof zSignal>;

export const zSignalBody = z.object({
  from: zPeerId,
  to: zPeerId,
  signals: z.array(zSignal).min(1).max(MEETING_SIGNALS_PER_CALL),
});
export const zInboxQuery = z.object({ peerId: zPeerId });

export type MeetingPeer = { peerId: string; userId: string; name: string; media: MediaState };
/** `meet.media`: one peer's new state. */
export type MeetMediaEvent = { postId: string; peerId: string; media: MediaState };

/** GET /api/meet/{postId}: what the page needs before asking for the camera. */
export type MeetingInfo = {
  postId: string;
  hostId: string;
  hostName: string;
  isHost: boolean;
  startsAt: string;
  maxPeers: number;
  /** STUN/TURN servers (RTC_ICE_SERVERS), handed to RTCPeerConnection as they are. */
  iceServers: RTCIceServerConfig[];
};
export type RTCIceServerConfig = { urls: string | string[]; username?: string; credential?: string };

/** POST /api/meet/{postId}/join: the others in the meeting, whom the new peer calls. */
export type JoinAnswer = { peers: MeetingPeer[] };
/** A waiting signal, oldest first. */
export type InboxSignal = { from: string; signal: Signal };
export type MeetSignalEvent = { postId: string; to: string };
