import { messages } from '@shared/messages';
import { profileCopy } from '@shared/ui-copy';
import { CopyableLink } from './CopyableLink';
import { ProfileSection } from './ProfileSection';

/** A person's public profile link with copy ('Share your profile link' on one's own). */
export function ProfileLinkSection({ title, profileLink }: { title: string; profileLink: string }) {
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

/** The Meeting Link and Scheduler Link, only when present (spec 3 §2.6). */
export function MeetingLinksSection({
  title,
  meetingLink,
  calendarLink,
}: {
  title: string;
  meetingLink: string | null;
  calendarLink: string | null;
}) {
  const copy = profileCopy.panel;
  if (!meetingLink && !calendarLink) return null;
  return (
    <ProfileSection title={title}>
      {meetingLink ? (
        <CopyableLink
          label={copy.meetingLink}
          url={meetingLink}
          copiedMessage={messages.profile.customLinkCopied(copy.meetingLink)}
        />
      ) : null}
      {calendarLink ? (
        <CopyableLink
          label={copy.schedulerLink}
          url={calendarLink}
          copiedMessage={messages.profile.customLinkCopied(copy.schedulerLink)}
        />
      ) : null}
    </ProfileSection>
  );
}
