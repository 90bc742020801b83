import { MEETING_MAX_PEERS } from '@shared/api/meet';
import { meetCopy } from '@shared/ui-copy';
import { clsx } from 'clsx';
import { Info } from 'lucide-react';
import type { LocalState } from './use-meeting';
import type { RemotePeer } from './meeting-mesh';
import { MeetingTile } from './MeetingTile';

const gridFor = (count: number) =>
  count <= 1 ? 'grid-cols-1' : count === 2 ? 'grid-cols-1 md:grid-cols-2' : 'grid-cols-2';

/**
 * The grid's width, so its rows fit the screen's height under the header and the controls:
 * tiles are 16:9; side by side (two) the grid is twice as wide as one row is tall.
 */
const maxWidthFor = (count: number) => {
  const rowsTall = count <= 2 ? 1 : 2;
  const tilesWide = count <= 1 ? 1 : 2;
  return `min(72rem, calc((100dvh - 14rem) / ${rowsTall} * 16 / 9 * ${tilesWide}))`;
};

/** The tiles: ours first, then each other participant; a note while we are alone. */
export function MeetingStage({
  viewerName,
  local,
  peers,
}: {
  viewerName: string;
  local: LocalState;
  peers: RemotePeer[];
}) {
  const count = peers.length + 1;
  return (
    <div className="flex min-h-0 flex-1 flex-col items-center justify-center gap-3 p-3 sm:p-4">
      <section
        aria-label={meetCopy.participants(count)}
        className={clsx('grid w-full gap-3', gridFor(count))}
        style={{ maxWidth: maxWidthFor(count) }}
      >
        <MeetingTile
          name={viewerName}
          stream={local.preview}
          isLocal
          isMuted={local.isMuted || !local.stream?.getAudioTracks().length}
          isCameraOff={local.isCameraOff && !local.isSharing}
          isSharing={local.isSharing}
        />
        {peers.map((peer) => (
          <MeetingTile
            key={peer.peerId}
            peerId={peer.peerId}
            name={peer.name}
            stream={peer.stream}
            isMuted={peer.media.isMuted}
            isCameraOff={peer.media.isCameraOff && !peer.media.isSharing}
            isSharing={peer.media.isSharing}
            isReconnecting={peer.state === 'disconnected'}
          />
        ))}
      </section>
      {peers.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-slate-300" role="status">
          <Info aria-hidden="true" className="size-4 shrink-0" />
          {meetCopy.waiting}
        </p>
      ) : null}
      {local.hasNoMedia || local.isAudioOnly ? (
        <p className="rounded-md bg-amber-100 px-3 py-1.5 text-sm text-amber-950" role="status">
          {local.hasNoMedia ? meetCopy.noMedia : meetCopy.audioOnly}
        </p>
      ) : null}
      <p className="text-xs text-slate-400">{meetCopy.limit(MEETING_MAX_PEERS)}</p>
    </div>
  );
}
