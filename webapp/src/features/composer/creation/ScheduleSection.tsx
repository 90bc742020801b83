import { messages } from '@shared/messages';
import { composerCopy } from '@shared/ui-copy';
import { CalendarClock } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Skeleton } from '../../../ui/Skeleton';
import { useViewer } from '../../session/viewer-context';
import { useShellStore } from '../../shell/shell-store';
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
 * default description; without a calendar link, a prompt to add one to the profile.
 */
export function ScheduleSection({ error }: { error?: string | null }) {
  const { calendarLink, isLoading } = useCalendarLink();
  const update = useComposerStore((state) => state.update);
  const close = useComposerStore((state) => state.close);
  const openPanel = useShellStore((state) => state.openPanel);
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
  if (!calendarLink) {
    return (
      <EmptyState
        size="sm"
        icon={CalendarClock}
        title={copy.setupTitle}
        text={copy.setupText}
        action={
          <Button
            size="sm"
            onClick={() => {
              close();
              openPanel('editProfile');
            }}
          >
            {copy.setupAction}
          </Button>
        }
      />
    );
  }
  return <LinkField label={copy.linkLabel} error={error} />;
}
