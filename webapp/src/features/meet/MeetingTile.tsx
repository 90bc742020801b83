import { meetCopy } from '@shared/ui-copy';
import { clsx } from 'clsx';
import { MicOff, MonitorUp, VideoOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Avatar } from '../../ui/Avatar';

export type MeetingTileProps = {
  name: string;
  stream: MediaStream | null;
  /** Our own tile: muted playback (no echo), mirrored camera. */
  isLocal?: boolean;
  isMuted?: boolean;
  isCameraOff?: boolean;
  isSharing?: boolean;
  isReconnecting?: boolean;
  peerId?: string;
};

/**
 * One participant: their video (or their initials when their camera is off or absent) and
 * their name, with a mark for muted, camera off and sharing. A muted participant also gets a
 * mark in the tile's corner, where it shows even on a small tile (as Meet and Jitsi do).
 */
export function MeetingTile({
  name,
  stream,
  isLocal = false,
  isMuted,
  isCameraOff,
  isSharing,
  isReconnecting,
  peerId,
}: MeetingTileProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (video.srcObject !== stream) video.srcObject = stream;
    if (stream) void video.play().catch(() => {});
  }, [stream]);
  const hasVideo = !!stream?.getVideoTracks().length && !isCameraOff;
  const label = isLocal ? `${name} ${meetCopy.youSuffix}` : name;
  const states = [isMuted && meetCopy.muted, isCameraOff && meetCopy.cameraIsOff, isSharing && meetCopy.sharing];
  const described = [label, ...states.filter(Boolean)].join(', ');
  return (
    <figure
      className="relative flex aspect-video min-h-0 w-full items-center justify-center overflow-hidden rounded-xl bg-slate-800 ring-1 ring-white/10"
      aria-label={described}
      data-peer-id={peerId}
      data-testid={isLocal ? 'local-tile' : 'remote-tile'}
    >
      <video
        ref={videoRef}
        autoPlay
        playsInline
        muted={isLocal}
        aria-label={label}
        className={clsx(
          'size-full object-cover',
          isLocal && !isSharing && '-scale-x-100',
          isSharing && 'object-contain',
          !hasVideo && 'invisible absolute',
        )}
      />
      {hasVideo ? null : <Avatar name={name || '?'} size="xl" decorative />}
      {isMuted ? (
        <span
          aria-hidden="true"
          className="absolute top-2 right-2 flex size-8 items-center justify-center rounded-full bg-red-600 text-white shadow"
          data-testid="muted-mark"
        >
          <MicOff className="size-4" />
        </span>
      ) : null}
      <figcaption className="absolute bottom-2 left-2 flex max-w-[calc(100%-1rem)] items-center gap-1.5 rounded-md bg-slate-950/75 px-2 py-1 text-sm text-white">
        {isMuted ? <MicOff role="img" aria-label={meetCopy.muted} className="size-4 shrink-0 text-red-300" /> : null}
        {isCameraOff ? <VideoOff role="img" aria-label={meetCopy.cameraIsOff} className="size-4 shrink-0" /> : null}
        {isSharing ? <MonitorUp role="img" aria-label={meetCopy.sharing} className="size-4 shrink-0" /> : null}
        <span className="truncate">{label}</span>
      </figcaption>
      {isReconnecting ? (
        <span className="absolute top-2 left-2 rounded-md bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
          {meetCopy.peerReconnecting}
        </span>
      ) : null}
    </figure>
  );
}
