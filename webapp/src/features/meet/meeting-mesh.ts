import {
  type MediaState,
  MEETING_SIGNALS_PER_CALL,
  type MeetingPeer,
  type RTCIceServerConfig,
  SENDING_EVERYTHING,
  type Signal,
} from '@shared/api/meet';

/** One remote participant as the page draws it. */
export type RemotePeer = {
  peerId: string;
  name: string;
  stream: MediaStream;
  state: RTCPeerConnectionState;
  /** What they send, as their page said over the signalling. */
  media: MediaState;
};

export type MeshTransport = {
  send(to: string, signals: Signal[]): Promise<unknown>;
};

type Link = {
  peerId: string;
  pc: RTCPeerConnection;
  stream: MediaStream;
  /** Candidates that came before the remote description. */
  pending: RTCIceCandidateInit[];
  /** Our candidates, sent in batches. */
  outbox: Signal[];
  flushTimer: ReturnType<typeof setTimeout> | null;
};

const KINDS = ['audio', 'video'] as const;

/**
 * A full mesh of RTCPeerConnections, one per other participant. The newcomer offers to those
 * already in (so two peers never offer to each other at once); each connection carries one
 * audio and one video transceiver whatever devices exist, so a screen share or a camera that
 * comes later is a replaceTrack, never a renegotiation.
 */
export class MeetingMesh {
  private readonly links = new Map<string, Link>();
  private readonly names = new Map<string, string>();
  private readonly media = new Map<string, MediaState>();
  private readonly listeners = new Set<() => void>();
  private outgoing: Promise<unknown> = Promise.resolve();
  private snapshot: RemotePeer[] = [];
  private tracks: Record<(typeof KINDS)[number], MediaStreamTrack | null> = { audio: null, video: null };

  constructor(
    private readonly iceServers: RTCIceServerConfig[],
    private readonly transport: MeshTransport,
  ) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getPeers = () => this.snapshot;

  /** The tracks we send; a null track sends nothing on that kind. */
  async setTracks(audio: MediaStreamTrack | null, video: MediaStreamTrack | null): Promise<void> {
    this.tracks = { audio, video };
    await Promise.all(
      [...this.links.values()].flatMap((link) =>
        link.pc.getTransceivers().map((t) => {
          const kind = t.receiver.track.kind as 'audio' | 'video';
          return t.sender.replaceTrack(this.tracks[kind] ?? null).catch(() => {});
        }),
      ),
    );
  }

  /** Names from the join answer and the joined events. */
  rememberPeers(peers: MeetingPeer[]): void {
    for (const peer of peers) {
      this.names.set(peer.peerId, peer.name);
      if (peer.media) this.media.set(peer.peerId, peer.media);
    }
    this.emit();
  }

  /** A participant muted, turned their camera off or on, or shared their screen. */
  setMedia(peerId: string, media: MediaState): void {
    this.media.set(peerId, media);
    this.emit();
  }

  has(peerId: string): boolean {
    return this.links.has(peerId);
  }

  /** Calls a participant who was in before us. */
  async call(peer: MeetingPeer): Promise<void> {
    this.names.set(peer.peerId, peer.name);
    if (peer.media) this.media.set(peer.peerId, peer.media);
    if (this.links.has(peer.peerId)) return;
    const link = this.open(peer.peerId);
    for (const kind of KINDS) {
      const transceiver = link.pc.addTransceiver(kind, { direction: 'sendrecv' });
      await transceiver.sender.replaceTrack(this.tracks[kind]);
    }
    const offer = await link.pc.createOffer();
    await link.pc.setLocalDescription(offer);
    this.queue(link, [{ description: { type: 'offer', sdp: link.pc.localDescription?.sdp ?? offer.sdp ?? '' } }]);
  }

  /** A signal from another peer (in the order it sent them). */
  async receive(from: string, signal: Signal): Promise<void> {
    if ('description' in signal) {
      const { description } = signal;
      let link = this.links.get(from);
      if (description.type === 'offer') {
        if (link) this.drop(from); // the peer reloaded: start afresh
        link = this.open(from);
        await link.pc.setRemoteDescription(description);
        for (const transceiver of link.pc.getTransceivers()) {
          transceiver.direction = 'sendrecv';
          const kind = transceiver.receiver.track.kind as 'audio' | 'video';
          await transceiver.sender.replaceTrack(this.tracks[kind]);
        }
        const answer = await link.pc.createAnswer();
        await link.pc.setLocalDescription(answer);
        this.queue(link, [{ description: { type: 'answer', sdp: link.pc.localDescription?.sdp ?? answer.sdp ?? '' } }]);
      } else {
        if (!link) return;
        if (link.pc.signalingState !== 'have-local-offer') return;
        await link.pc.setRemoteDescription(description);
      }
      for (const candidate of link.pending.splice(0)) await link.pc.addIceCandidate(candidate).catch(() => {});
      return;
    }
    const link = this.links.get(from);
    if (!link) return;
    if (link.pc.remoteDescription) await link.pc.addIceCandidate(signal.candidate).catch(() => {});
    else link.pending.push(signal.candidate);
  }

  /** A participant left: its tile goes. */
  drop(peerId: string): void {
    const link = this.links.get(peerId);
    if (!link) return;
    this.links.delete(peerId);
    if (link.flushTimer) clearTimeout(link.flushTimer);
    link.pc.close();
    this.emit();
  }

  close(): void {
    for (const peerId of [...this.links.keys()]) this.drop(peerId);
    this.listeners.clear();
  }

  private open(peerId: string): Link {
    const pc = new RTCPeerConnection({ iceServers: this.iceServers });
    const link: Link = { peerId, pc, stream: new MediaStream(), pending: [], outbox: [], flushTimer: null };
    this.links.set(peerId, link);
    pc.onicecandidate = (event) => {
      if (event.candidate) this.queue(link, [{ candidate: event.candidate.toJSON() as never }], 50);
    };
    pc.ontrack = (event) => {
      for (const old of link.stream.getTracks().filter((t) => t.kind === event.track.kind))
        link.stream.removeTrack(old);
      link.stream.addTrack(event.track);
      // A new MediaStream object makes React and the video element see the change.
      link.stream = new MediaStream(link.stream.getTracks());
      this.emit();
    };
    pc.onconnectionstatechange = () => {
      if (pc.connectionState === 'failed' || pc.connectionState === 'closed') this.drop(peerId);
      else this.emit();
    };
    this.emit();
    return link;
  }

  /** Sends in order, one call at a time; candidates wait a moment to go together. */
  private queue(link: Link, signals: Signal[], delayMs = 0): void {
    link.outbox.push(...signals);
    if (link.flushTimer) {
      if (delayMs > 0) return;
      clearTimeout(link.flushTimer);
    }
    link.flushTimer = setTimeout(() => {
      link.flushTimer = null;
      while (link.outbox.length > 0 && this.links.has(link.peerId)) {
        const batch = link.outbox.splice(0, MEETING_SIGNALS_PER_CALL);
        this.outgoing = this.outgoing.then(() => this.transport.send(link.peerId, batch)).catch(() => {});
      }
    }, delayMs);
  }

  private emit(): void {
    this.snapshot = [...this.links.values()].map((link) => ({
      peerId: link.peerId,
      name: this.names.get(link.peerId) ?? '',
      stream: link.stream,
      state: link.pc.connectionState,
      media: this.media.get(link.peerId) ?? SENDING_EVERYTHING,
    }));
    for (const listener of this.listeners) listener();
  }
}
