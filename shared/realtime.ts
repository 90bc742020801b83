/**
 * Realtime contract: channel names and the frames on the one WebSocket at /api/ws.
 * Server frames: { channel, event, data, seq } (seq grows per channel without gaps; system
 * frames have channel "$system" and no seq). Client frames: subscribe, unsubscribe, focus.
 * After `ready` or `subscribed` names a channel's lastSeq N, the socket receives every
 * event of that channel with seq > N, in order, once; anything up to N is in the history
 * (GET /api/channels/{channel}/history?after={seq}).
 */
export const CHANNEL_KINDS = ['user', 'pair', 'group', 'post', 'job', 'audience'] as const;
/** The kinds the product uses; a feature may add another through the server's access registry. */
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

export const channel = {
  user: (userId: string) => `user:${userId}`,
  pair: (pairingId: string) => `pair:${pairingId}`,
  group: (groupId: string) => `group:${groupId}`,
  post: (postId: string) => `post:${postId}`,
  job: (jobId: string) => `job:${jobId}`,
  /**
   * The audience of a user's relationship-wide and public posts: the user and everyone
   * connected with them. One stored event per post, whatever the audience size.
   */
  audience: (userId: string) => `audience:${userId}`,
};

export const CHANNEL_PATTERN = /^([a-z][a-z0-9-]{0,31}):([A-Za-z0-9_-]{1,128})$/;

/** `kind:id`, or null for anything else (including "$system", which no one subscribes to). */
export function parseChannel(name: string): { kind: string; id: string } | null {
  const match = CHANNEL_PATTERN.exec(name);
  if (!match) return null;
  return { kind: match[1] as string, id: match[2] as string };
}

export const SYSTEM_CHANNEL = '$system';

export type ServerFrame = {
  channel: string;
  event: string;
  data: unknown;
  seq?: number;
};

/** Sent once after the socket opens: the channels it receives and each one's last seq. */
export type ReadyFrameData = { channels: { channel: string; lastSeq: number }[] };
/** `subscribed` and `channel.granted`: live events follow from lastSeq + 1. */
export type ChannelJoinedData = { channel: string; lastSeq: number };
/** `refused`, `unsubscribed` and `channel.revoked`. */
export type ChannelLeftData = { channel: string };
/** `error`: a client frame the server could not understand. */
export type ErrorFrameData = { message: string };

/**
 * What a client sends (schema: api/realtime.ts): subscribe to or unsubscribe from a channel, or
 * `focus`: the conversation this client has open and visible now (null: none), so the server
 * does not notify what the user is looking at. Sent again after every reconnect.
 */
export type ClientFrame =
  | { type: 'subscribe' | 'unsubscribe'; channel: string }
  | { type: 'focus'; channel: string | null };

/** Close codes a client acts on: reconnect (1001, 1011, 1013), stop (1008) or sign in again (4401). */
export const CLOSE_CODES = {
  goingAway: 1001,
  policyViolation: 1008,
  internalError: 1011,
  tryAgainLater: 1013,
  sessionEnded: 4401,
} as const;

export const HISTORY_DEFAULT_LIMIT = 200;
export const HISTORY_MAX_LIMIT = 500;

/** One stored event, as GET /api/channels/{channel}/history lists it (ordered by seq). */
export type HistoryEvent = { channel: string; event: string; data: unknown; seq: number; createdAt: string };

/** Event names published by the foundation; features add their own `domain.verb` names. */
export const events = {
  ready: 'ready',
  subscribed: 'subscribed',
  unsubscribed: 'unsubscribed',
  refused: 'refused',
  error: 'error',
  channelGranted: 'channel.granted',
  channelRevoked: 'channel.revoked',
  userUpdated: 'user.updated',
} as const;
