import { messages } from '@shared/messages';
import { composerCopy } from '@shared/ui-copy';
import { CalendarClock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Skeleton } from '../../../ui/Skeleton';
import { SchedulingLinkDialog } from '../../profile/links/SchedulingLinkDialog';
import { useViewer } from '../../session/viewer-context';
import { useUser } from '../../users/use-user';
import { useComposerStore } from '../composer-store';
import { LinkField } from './LinkField';

const copy = composerCopy.schedule;

/** The viewer's own calendar link (spec 2 §5: schedule needs it). */
export function useCalendarLink() {
  const viewer = useViewer();
  const profile = useUser(viewer.userId);
  return { calendarLink: profile.data?.calendarLink ?? null, isLoading: profile.isPending, email: viewer.email };
}

/**
 * Schedule mode (spec 2 §4): the link prefilled with the viewer's calendar link and the
 * default description; without a calendar link, the schedule-setup prompt, whose button opens
 * the scheduler link dialog (saved to the profile, then prefilled here).
 */
export function ScheduleSection({ error }: { error?: string | null }) {
  const { calendarLink, isLoading } = useCalendarLink();
  const update = useComposerStore((state) => state.update);
  const [isAdding, setIsAdding] = useState(false);
  const isPrefilled = useRef(false);

  useEffect(() => {
    if (!calendarLink || isPrefilled.current) return;
    isPrefilled.current = true;
    const { draft } = useComposerStore.getState();
    update({
      link: draft.link || calendarLink,
      description: draft.description || messages.composer.scheduleDescription,
    });
  }, [calendarLink, update]);

  if (isLoading) return <Skeleton className="h-10 w-full" />;
  return (
    <>
      {calendarLink ? (
        <LinkField label={copy.linkLabel} error={error} />
      ) : (
        <EmptyState
          size="sm"
          icon={CalendarClock}
          title={copy.setupTitle}
          text={copy.setupText}
          action={
            <Button size="sm" onClick={() => setIsAdding(true)}>
              {copy.setupAction}
            </Button>
          }
        />
      )}
      {/* Outside the branch: saving adds the link, and the dialog still closes and confirms. */}
      <SchedulingLinkDialog kind="schedule" open={isAdding} onClose={() => setIsAdding(false)} />
    </>
  );
}
