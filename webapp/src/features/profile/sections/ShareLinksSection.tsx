import { messages } from '@shared/messages';
import type { SchedulingLinkKind } from '@shared/scheduling-links';
import { profileCopy } from '@shared/ui-copy';
import { Pencil, Plus } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { IconButton } from '../../../ui/IconButton';
import { useAppOrigin } from '../../people/workspace-nav';
import { profileLinkOf } from '../../session/viewer';
import { CopyableLink } from './CopyableLink';
import { ProfileSection } from './ProfileSection';

/**
 * A person's public profile link with copy ('Share your profile link' on one's own), on the web
 * app's address (the server's in the side panel).
 */
export function ProfileLinkSection({ title, profileAlias }: { title: string; profileAlias: string }) {
  const profileLink = profileLinkOf({ profileAlias }, useAppOrigin());
  return (
    <ProfileSection title={title}>
      <CopyableLink
        label={profileCopy.panel.profileLink}
        url={profileLink}
        copiedMessage={messages.profile.linkCopied}
        isExternal={false}
        hideLabel
      />
    </ProfileSection>
  );
}

type LinkRowProps = {
  kind: SchedulingLinkKind;
  label: string;
  url: string | null;
  onEdit?: (kind: SchedulingLinkKind) => void;
};

/** One of the two links with copy; on one's own profile also edit, or add when missing. */
function SchedulingLinkRow({ kind, label, url, onEdit }: LinkRowProps) {
  const dialogCopy = profileCopy.linkDialog[kind];
  if (!url) {
    if (!onEdit) return null;
    return (
      <Button variant="ghost" size="sm" icon={Plus} className="self-start" onClick={() => onEdit(kind)}>
        {dialogCopy.add}
      </Button>
    );
  }
  const link = <CopyableLink label={label} url={url} copiedMessage={messages.profile.customLinkCopied(label)} />;
  if (!onEdit) return link;
  return (
    <div className="flex items-center gap-1">
      <div className="min-w-0 flex-1">{link}</div>
      <IconButton icon={Pencil} size="sm" label={dialogCopy.edit} onClick={() => onEdit(kind)} />
    </div>
  );
}

/**
 * The Meeting Link and Scheduler Link, only when one is present (spec 3 §2.6). With `onEdit`
 * (one's own profile) each opens the meeting or scheduler link dialog.
 */
export function MeetingLinksSection({
  title,
  meetingLink,
  calendarLink,
  onEdit,
}: {
  title: string;
  meetingLink: string | null;
  calendarLink: string | null;
  onEdit?: (kind: SchedulingLinkKind) => void;
}) {
  const copy = profileCopy.panel;
  if (!meetingLink && !calendarLink) return null;
  return (
    <ProfileSection title={title}>
      <SchedulingLinkRow kind="meeting" label={copy.meetingLink} url={meetingLink} onEdit={onEdit} />
      <SchedulingLinkRow kind="schedule" label={copy.schedulerLink} url={calendarLink} onEdit={onEdit} />
    </ProfileSection>
  );
}
