import {
  type MediaState,
  MEETING_HEARTBEAT_MS,
  type MeetMediaEvent,
  type MeetingInfo,
  type MeetingPeer,
  type MeetSignalEvent,
  meetChannel,
  meetEvents,
} from '@shared/api/meet';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { isApiError } from '../../lib/api-client';
import { useApiClient } from '../../lib/api-context';
import type { RealtimeClient } from '../../lib/realtime-client';
import { useRealtimeClient } from '../../lib/realtime-context';
import { type DeviceProblem, openLocalMedia, stopStream } from './local-media';
import { type MeetApi, meetApi } from './meet-api';
import { MeetingMesh, type RemotePeer } from './meeting-mesh';

export type MeetingFailure = 'full' | 'not-invited' | 'not-found' | 'failed';
export type MeetingPhase =
  | { name: 'loading' }
  | { name: 'devices' }
  | { name: 'device-problem'; problem: Exclude<DeviceProblem, null> }
  | { name: 'joining' }
  | { name: 'in' }
  | { name: 'left' }
  | { name: 'error'; failure: MeetingFailure; message: string };

export type LocalState = {
  stream: MediaStream | null;
  /** What the local tile shows: the camera, or the screen while sharing. */
  preview: MediaStream | null;
  isMuted: boolean;
  isCameraOff: boolean;
  isSharing: boolean;
  isAudioOnly: boolean;
  hasNoMedia: boolean;
};

const failureOf = (error: unknown): MeetingPhase => {
  const status = isApiError(error) ? error.status : 0;
  const message = error instanceof Error ? error.message : '';
  if (status === 409) return { name: 'error', failure: 'full', message };
  if (status === 403) return { name: 'error', failure: 'not-invited', message };
  if (status === 404 || status === 410) return { name: 'error', failure: 'not-found', message };
  return { name: 'error', failure: 'failed', message };
};

/** Resolves once the server has put this socket on the channel (or after a short wait). */
function subscribed(client: RealtimeClient | null, channel: string): Promise<void> {
  if (!client) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, 3000);
    const off = client.onSystem((frame) => {
      const data = frame.data as { channel?: string } | null;
      if ((frame.event === 'subscribed' || frame.event === 'refused') && data?.channel === channel) done();
    });
    function done() {
      clearTimeout(timer);
      off();
      resolve();
    }
  });
}

/** What the others should draw for us: nothing to send counts as muted or camera off. */
function mediaOf(stream: MediaStream | null, state: { isMuted: boolean; isCameraOff: boolean; isSharing: boolean }) {
  return {
    isMuted: state.isMuted || !stream?.getAudioTracks().length,
    isCameraOff: !state.isSharing && (state.isCameraOff || !stream?.getVideoTracks().length),
    isSharing: state.isSharing,
  } satisfies MediaState;
}

const EMPTY: RemotePeer[] = [];
const noop = () => () => {};

/**
 * The meeting page's state machine: the meeting's info, the camera and microphone, joining,
 * presence and signals over the `meet:{postId}` channel, the heartbeat, and leaving.
 */
export function useMeeting(postId: string) {
  const api = useApiClient();
  const client = useRealtimeClient();
  const [info, setInfo] = useState<MeetingInfo | null>(null);
  const [phase, setPhase] = useState<MeetingPhase>({ name: 'loading' });
  const [local, setLocal] = useState<LocalState>({
    stream: null,
    preview: null,
    isMuted: false,
    isCameraOff: false,
    isSharing: false,
    isAudioOnly: false,
    hasNoMedia: false,
  });
  const [mesh, setMesh] = useState<MeetingMesh | null>(null);
  const session = useRef<{ peerId: string; calls: MeetApi; stop: () => void } | null>(null);
  const screenTrack = useRef<MediaStreamTrack | null>(null);
  const localRef = useRef(local);
  localRef.current = local;
  /** Our state as last told to the meeting (the heartbeat repeats it, which heals a lost call). */
  const mediaRef = useRef<MediaState>(mediaOf(null, local));
  const mediaCalls = useRef<Promise<unknown>>(Promise.resolve());

  const peers = useSyncExternalStore(mesh?.subscribe ?? noop, mesh?.getPeers ?? (() => EMPTY));

  const end = useCallback(() => {
    const current = session.current;
    session.current = null;
    current?.stop();
    screenTrack.current?.stop();
    screenTrack.current = null;
  }, []);

  const join = useCallback(
    async (stream: MediaStream | null, meeting: MeetingInfo) => {
      end();
      setPhase({ name: 'joining' });
      const peerId = crypto.randomUUID();
      const calls = meetApi(api, postId);
      const channel = meetChannel(postId);
      const meshNow = new MeetingMesh(meeting.iceServers, {
        send: (to, signals) => calls.signal(peerId, to, signals),
      });
      await meshNow.setTracks(stream?.getAudioTracks()[0] ?? null, stream?.getVideoTracks()[0] ?? null);
      let draining: Promise<void> = Promise.resolve();
      let isStopped = false;
      const refresh = async () => {
        const answer = await calls.join(peerId, mediaRef.current);
        meshNow.rememberPeers(answer.peers);
        return answer.peers;
      };
      const drain = () => {
        draining = draining
          .then(async () => {
            if (isStopped) return;
            const signals = await calls.inbox(peerId);
            let hasStranger = false;
            for (const { from, signal } of signals) {
              if (!meshNow.has(from)) hasStranger = true;
              await meshNow.receive(from, signal).catch(() => {});
            }
            if (hasStranger) await refresh();
          })
          .catch(() => {});
      };
      const unsubscribe = client?.subscribe(channel) ?? (() => {});
      const offEvents =
        client?.onEvent((event) => {
          if (event.channel !== channel || isStopped) return;
          if (event.event === meetEvents.signal && (event.data as MeetSignalEvent).to === peerId) drain();
          else if (event.event === meetEvents.joined) meshNow.rememberPeers([event.data as MeetingPeer]);
          else if (event.event === meetEvents.left) meshNow.drop((event.data as { peerId: string }).peerId);
          else if (event.event === meetEvents.media) {
            const { peerId: who, media } = event.data as MeetMediaEvent;
            meshNow.setMedia(who, media);
          }
        }) ?? (() => {});
      const offResync = client?.onResync((name) => name === channel && drain()) ?? (() => {});
      const heartbeat = setInterval(() => {
        void refresh()
          .then((others) => {
            const present = new Set(others.map((p) => p.peerId));
            for (const peer of meshNow.getPeers()) if (!present.has(peer.peerId)) meshNow.drop(peer.peerId);
            drain();
          })
          .catch(() => {});
      }, MEETING_HEARTBEAT_MS);
      const onPageHide = () => void calls.leaveOnUnload(peerId);
      window.addEventListener('pagehide', onPageHide);
      session.current = {
        peerId,
        calls,
        stop: () => {
          isStopped = true;
          clearInterval(heartbeat);
          window.removeEventListener('pagehide', onPageHide);
          offEvents();
          offResync();
          unsubscribe();
          meshNow.close();
          void calls.leave(peerId).catch(() => {});
        },
      };
      setMesh(meshNow);
      try {
        await subscribed(client, channel);
        const others = await refresh();
        setPhase({ name: 'in' });
        for (const peer of others) await meshNow.call(peer).catch(() => {});
        drain();
      } catch (error) {
        end();
        setPhase(failureOf(error));
      }
    },
    [api, client, postId, end],
  );

  const start = useCallback(
    async (withDevices: boolean) => {
      let meeting = info;
      if (!meeting) {
        try {
          meeting = await meetApi(api, postId).info();
          setInfo(meeting);
        } catch (error) {
          setPhase(failureOf(error));
          return;
        }
      }
      let stream: MediaStream | null = null;
      let isAudioOnly = false;
      if (withDevices) {
        setPhase({ name: 'devices' });
        const media = await openLocalMedia();
        if (media.problem) {
          setPhase({ name: 'device-problem', problem: media.problem });
          return;
        }
        stream = media.stream;
        isAudioOnly = media.isAudioOnly;
      }
      setLocal({
        stream,
        preview: stream,
        isMuted: false,
        isCameraOff: false,
        isSharing: false,
        isAudioOnly,
        hasNoMedia: !stream,
      });
      mediaRef.current = mediaOf(stream, { isMuted: false, isCameraOff: false, isSharing: false });
      await join(stream, meeting);
    },
    [api, info, postId, join],
  );

  // Join on arrival; leave (and free the camera) on the way out.
  const startRef = useRef(start);
  startRef.current = start;
  useEffect(() => {
    void startRef.current(true);
    return () => {
      end();
      stopStream(localRef.current.stream);
    };
  }, [end]);

  const leave = useCallback(() => {
    end();
    stopStream(localRef.current.stream);
    setLocal((s) => ({ ...s, stream: null, preview: null }));
    setMesh(null);
    setPhase({ name: 'left' });
  }, [end]);

  /** Tells the others our new state, one call after another so the last word wins. */
  const announce = useCallback((change: { isMuted?: boolean; isCameraOff?: boolean; isSharing?: boolean }) => {
    const current = localRef.current;
    const next = mediaOf(current.stream, {
      isMuted: change.isMuted ?? current.isMuted,
      isCameraOff: change.isCameraOff ?? current.isCameraOff,
      isSharing: change.isSharing ?? current.isSharing,
    });
    mediaRef.current = next;
    const live = session.current;
    if (!live) return;
    mediaCalls.current = mediaCalls.current.then(() => live.calls.media(live.peerId, next)).catch(() => {});
  }, []);

  const toggleMute = useCallback(() => {
    const track = localRef.current.stream?.getAudioTracks()[0];
    if (!track) return;
    track.enabled = !track.enabled;
    setLocal((s) => ({ ...s, isMuted: !track.enabled }));
    announce({ isMuted: !track.enabled });
  }, [announce]);

  const toggleCamera = useCallback(() => {
    const track = localRef.current.stream?.getVideoTracks()[0];
    if (!track) return;
    track.enabled = !track.enabled;
    setLocal((s) => ({ ...s, isCameraOff: !track.enabled }));
    announce({ isCameraOff: !track.enabled });
  }, [announce]);

  const toggleScreen = useCallback(async (): Promise<boolean> => {
    const stream = localRef.current.stream;
    const audio = stream?.getAudioTracks()[0] ?? null;
    const camera = stream?.getVideoTracks()[0] ?? null;
    const stopSharing = async () => {
      screenTrack.current?.stop();
      screenTrack.current = null;
      await mesh?.setTracks(audio, camera);
      setLocal((s) => ({ ...s, isSharing: false, preview: s.stream }));
      announce({ isSharing: false });
    };
    if (screenTrack.current) {
      await stopSharing();
      return true;
    }
    try {
      const display = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
      const track = display.getVideoTracks()[0];
      if (!track) return false;
      screenTrack.current = track;
      track.addEventListener('ended', () => void stopSharing());
      await mesh?.setTracks(audio, track);
      setLocal((s) => ({ ...s, isSharing: true, preview: display }));
      announce({ isSharing: true });
      return true;
    } catch {
      return false;
    }
  }, [mesh, announce]);

  return {
    info,
    phase,
    local,
    peers,
    retry: () => void start(true),
    joinWithout: () => void start(false),
    rejoin: () => void start(true),
    leave,
    toggleMute,
    toggleCamera,
    toggleScreen,
  };
}
