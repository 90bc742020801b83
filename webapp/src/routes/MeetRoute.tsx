import { messages } from '@shared/messages';
import { meetCopy, uiCopy } from '@shared/ui-copy';
import { CalendarPlus } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { productName } from '../config';
import { MeetingControls } from '../features/meet/MeetingControls';
import { MeetingNotice } from '../features/meet/MeetingNotice';
import { MeetingStage } from '../features/meet/MeetingStage';
import { meetApi } from '../features/meet/meet-api';
import { useLeaveGuard } from '../features/meet/use-leave-guard';
import { useMeeting } from '../features/meet/use-meeting';
import { useViewer } from '../features/session/viewer-context';
import { useApiClient } from '../lib/api-context';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { Logo } from '../ui/Logo';
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
  const goHome = useCallback(() => navigate('/'), [navigate]);
  // Leaving mid-meeting asks first: in the app (the logo, Back) with the spec's dialog, and when
  // the tab closes or reloads with the browser's own wording.
  const guard = useLeaveGuard(isIn, goHome);
  return (
    <div className="flex min-h-dvh flex-col bg-slate-900 text-white">
      <div className="flex min-h-14 flex-wrap items-center gap-3 px-4 py-2">
        <button
          type="button"
          aria-label={`${productName}, ${uiCopy.nav.home}`}
          onClick={guard.requestLeave}
          className="rounded-lg bg-white/95 px-2 py-1"
        >
          <Logo />
        </button>
        <h1 className="min-w-0 flex-1 truncate text-base font-semibold">{title}</h1>
        {isIn ? (
          <span className="text-sm text-slate-300">{meetCopy.participants(meeting.peers.length + 1)}</span>
        ) : null}
        {info && calendarUrl ? (
          <a
            href={calendarUrl}
            download="meeting.ics"
            className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm text-slate-100 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
          >
            <CalendarPlus aria-hidden="true" className="size-4" />
            {meetCopy.addToCalendar}
          </a>
        ) : null}
      </div>
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
      {isIn ? (
        <div className="border-t border-white/10 bg-slate-950/60 px-4 py-3">
          <MeetingControls
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
