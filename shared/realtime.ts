/**
 * Realtime contract: channel names and the frames on the one WebSocket at /api/ws.
 * Server frames: { channel, event, data, seq } (seq grows per channel; system frames
 * have channel "$system" and no seq). Client frames: subscribe, unsubscribe.
 */
export const CHANNEL_KINDS = ['user', 'pair', 'group', 'post', 'job'] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

export const channel = {
  user: (userId: string) => `user:${userId}`,
  pair: (pairingId: string) => `pair:${pairingId}`,
  group: (groupId: string) => `group:${groupId}`,
  post: (postId: string) => `post:${postId}`,
  job: (jobId: string) => `job:${jobId}`,
};

export function parseChannel(name: string): { kind: ChannelKind; id: string } | null {
  const match = /^(user|pair|group|post|job):([A-Za-z0-9_-]{1,128})$/.exec(name);
  if (!match) return null;
  return { kind: match[1] as ChannelKind, id: match[2] as string };
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

export type ClientFrame =
  | { type: 'subscribe'; channel: string }
  | { type: 'unsubscribe'; channel: string };

/** Event names published by the foundation; features add their own `domain.verb` names. */
export const events = {
  ready: 'ready',
  subscribed: 'subscribed',
  unsubscribed: 'unsubscribed',
  refused: 'refused',
  channelGranted: 'channel.granted',
  channelRevoked: 'channel.revoked',
  userUpdated: 'user.updated',
} as const;
