import { messages } from '@shared/messages';
import { meetCopy, uiCopy } from '@shared/ui-copy';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { productName } from '../config';
import { MeetingControls } from '../features/meet/MeetingControls';
import { MeetingHeader } from '../features/meet/MeetingHeader';
import { MeetingNotice } from '../features/meet/MeetingNotice';
import { MeetingStage } from '../features/meet/MeetingStage';
import { meetApi } from '../features/meet/meet-api';
import { useLeaveGuard } from '../features/meet/use-leave-guard';
import { useMeeting } from '../features/meet/use-meeting';
import { useViewer } from '../features/session/viewer-context';
import { useApiClient } from '../lib/api-context';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { toast } from '../ui/toast-store';

/**
 * /meet/:postId — the meeting (issue 14): a WebRTC mesh of up to four among the people the
 * meeting post was shared with. No header; the logo (and closing the tab) asks before leaving
 * (spec 1 §2).
 */
export function MeetRoute() {
  const { postId = '' } = useParams();
  const navigate = useNavigate();
  const viewer = useViewer();
  const api = useApiClient();
  const meeting = useMeeting(postId);
  const [calendarUrl, setCalendarUrl] = useState<string | null>(null);
  const { info, phase, local } = meeting;

  useEffect(() => {
    void meetApi(api, postId).calendarUrl().then(setCalendarUrl);
  }, [api, postId]);

  const title = info ? (info.isHost ? meetCopy.yourMeeting : meetCopy.title(info.hostName)) : uiCopy.screens.meetTitle;
  useEffect(() => {
    document.title = `${title} · ${productName}`;
  }, [title]);

  const isIn = phase.name === 'in';
  // The controls bar is there, disabled, while we connect, so joining does not move the stage.
  const hasControls = isIn || phase.name === 'loading' || phase.name === 'devices' || phase.name === 'joining';
  const goHome = useCallback(() => navigate('/'), [navigate]);
  // Leaving mid-meeting asks first: in the app (the logo, Back) with the spec's dialog, and when
  // the tab closes or reloads with the browser's own wording.
  const guard = useLeaveGuard(isIn, goHome);
  return (
    <div className="flex min-h-dvh flex-col bg-slate-900 text-white">
      <MeetingHeader
        title={title}
        participants={isIn ? meeting.peers.length + 1 : null}
        calendarUrl={info ? calendarUrl : null}
        onLogo={guard.requestLeave}
      />
      <main id="main" className="flex min-h-0 flex-1 flex-col items-center justify-center">
        {isIn ? (
          <MeetingStage viewerName={viewer.fullName || viewer.email} local={local} peers={meeting.peers} />
        ) : (
          <div className="p-4">
            <MeetingNotice
              phase={phase}
              actions={{ retry: meeting.retry, joinWithout: meeting.joinWithout, rejoin: meeting.rejoin, goHome }}
            />
          </div>
        )}
      </main>
      {hasControls ? (
        <div className="border-t border-white/10 bg-slate-950/60 px-4 py-3">
          <MeetingControls
            isPending={!isIn}
            isMuted={local.isMuted}
            isCameraOff={local.isCameraOff}
            isSharing={local.isSharing}
            hasAudio={!!local.stream?.getAudioTracks().length}
            hasVideo={!!local.stream?.getVideoTracks().length}
            canShare={!!navigator.mediaDevices?.getDisplayMedia}
            onMute={meeting.toggleMute}
            onCamera={meeting.toggleCamera}
            onScreen={() =>
              void meeting.toggleScreen().then((isDone) => {
                if (!isDone) toast.error(meetCopy.screenShareFailed);
              })
            }
            onLeave={meeting.leave}
          />
        </div>
      ) : null}
      <Dialog
        open={guard.isAsking}
        onClose={guard.stay}
        role="alertdialog"
        title={uiCopy.screens.leaveTitle}
        description={messages.meet.leaveConfirm}
        actions={
          <>
            <Button variant="secondary" onClick={guard.stay}>
              {uiCopy.screens.stay}
            </Button>
            <Button
              onClick={() => {
                guard.stay();
                meeting.leave();
                goHome();
              }}
            >
              {uiCopy.screens.leave}
            </Button>
          </>
        }
      />
    </div>
  );
}
