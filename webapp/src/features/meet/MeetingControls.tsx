import { meetCopy } from '@shared/ui-copy';
import { clsx } from 'clsx';
import { type LucideIcon, Mic, MicOff, MonitorUp, MonitorX, PhoneOff, Video, VideoOff } from 'lucide-react';

type ControlProps = {
  icon: LucideIcon;
  label: string;
  isOn?: boolean;
  isDisabled?: boolean;
  tone?: 'default' | 'danger';
  onClick: () => void;
};

function Control({ icon: Icon, label, isOn, isDisabled, tone = 'default', onClick }: ControlProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={isDisabled}
      className={clsx(
        'flex min-w-20 flex-col items-center gap-1 rounded-xl px-3 py-2 text-xs font-medium text-white',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-40',
        tone === 'danger'
          ? 'bg-red-700 hover:bg-red-800'
          : isOn
            ? 'bg-white/25 hover:bg-white/30'
            : 'hover:bg-white/10',
      )}
    >
      <Icon aria-hidden="true" className="size-5" />
      {label}
    </button>
  );
}

export type MeetingControlsProps = {
  /** While connecting: every control shown and disabled. */
  isPending?: boolean;
  isMuted: boolean;
  isCameraOff: boolean;
  isSharing: boolean;
  hasAudio: boolean;
  hasVideo: boolean;
  canShare: boolean;
  onMute: () => void;
  onCamera: () => void;
  onScreen: () => void;
  onLeave: () => void;
};

/** Mute, camera, screen share and leave. */
export function MeetingControls(props: MeetingControlsProps) {
  return (
    <nav aria-label="Meeting controls" className="flex flex-wrap items-center justify-center gap-2">
      <Control
        icon={props.isMuted ? MicOff : Mic}
        label={props.isMuted ? meetCopy.unmute : meetCopy.mute}
        isOn={props.isMuted}
        isDisabled={props.isPending || !props.hasAudio}
        onClick={props.onMute}
      />
      <Control
        icon={props.isCameraOff ? VideoOff : Video}
        label={props.isCameraOff ? meetCopy.cameraOn : meetCopy.cameraOff}
        isOn={props.isCameraOff}
        isDisabled={props.isPending || !props.hasVideo}
        onClick={props.onCamera}
      />
      <Control
        icon={props.isSharing ? MonitorX : MonitorUp}
        label={props.isSharing ? meetCopy.stopSharing : meetCopy.shareScreen}
        isOn={props.isSharing}
        isDisabled={props.isPending || !props.canShare}
        onClick={props.onScreen}
      />
      <Control
        icon={PhoneOff}
        label={meetCopy.leave}
        tone="danger"
        isDisabled={props.isPending}
        onClick={props.onLeave}
      />
    </nav>
  );
}
