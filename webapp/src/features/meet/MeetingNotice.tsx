import { MEETING_MAX_PEERS } from '@shared/api/meet';
import { meetCopy } from '@shared/ui-copy';
import { clsx } from 'clsx';
import { Ban, CameraOff, DoorOpen, SearchX, Users, WifiOff } from 'lucide-react';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Spinner } from '../../ui/Spinner';
import type { MeetingPhase } from './use-meeting';

type Actions = { retry: () => void; joinWithout: () => void; rejoin: () => void; goHome: () => void };

/** Every state of the page other than being in the meeting: loading, device problems, refusals, left. */
export function MeetingNotice({ phase, actions }: { phase: MeetingPhase; actions: Actions }) {
  const card = (body: React.ReactNode) => (
    <section className="w-full max-w-lg rounded-xl bg-white p-2 shadow-xl">{body}</section>
  );
  switch (phase.name) {
    case 'loading':
    case 'joining':
    case 'devices':
      return card(
        <div className="flex flex-col items-center gap-3 p-8 text-center" role="status">
          <Spinner size="lg" className="text-accent-700" />
          <p className="font-semibold text-slate-900">
            {phase.name === 'joining' ? meetCopy.joining : meetCopy.connecting}
          </p>
          {/* Its line keeps its place in every step, so the card does not change height. */}
          <p className={clsx('text-sm text-slate-600', phase.name !== 'devices' && 'invisible')}>
            {meetCopy.askingDevices}
          </p>
        </div>,
      );
    case 'device-problem': {
      const copy =
        phase.problem === 'denied'
          ? meetCopy.permissionDenied
          : phase.problem === 'busy'
            ? meetCopy.deviceBusy
            : meetCopy.noDevices;
      return card(
        <EmptyState
          icon={CameraOff}
          tone="danger"
          title={copy.title}
          text={copy.text}
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <Button variant="secondary" onClick={actions.joinWithout}>
                {meetCopy.joinWithout}
              </Button>
              <Button onClick={actions.retry}>{meetCopy.tryAgain}</Button>
            </div>
          }
        />,
      );
    }
    case 'left':
      return card(
        <EmptyState
          icon={DoorOpen}
          title={meetCopy.left.title}
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <Button variant="secondary" onClick={actions.goHome}>
                {meetCopy.left.home}
              </Button>
              <Button onClick={actions.rejoin}>{meetCopy.left.rejoin}</Button>
            </div>
          }
        />,
      );
    case 'error': {
      const failure = phase.failure;
      const [icon, title, text] =
        failure === 'full'
          ? [Users, meetCopy.full.title, meetCopy.full.text(MEETING_MAX_PEERS)]
          : failure === 'not-invited'
            ? [Ban, meetCopy.notInvited.title, meetCopy.notInvited.text]
            : failure === 'not-found'
              ? [SearchX, meetCopy.notFound.title, meetCopy.notFound.text]
              : [WifiOff, meetCopy.failed.title, phase.message || meetCopy.failed.text];
      return card(
        <EmptyState
          icon={icon}
          tone="danger"
          title={title}
          text={text}
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <Button variant="secondary" onClick={actions.goHome}>
                {meetCopy.left.home}
              </Button>
              {failure === 'full' || failure === 'failed' ? (
                <Button onClick={actions.retry}>{meetCopy.tryAgain}</Button>
              ) : null}
            </div>
          }
        />,
      );
    }
    default:
      return null;
  }
}
