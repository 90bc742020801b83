import type { SelfProfile } from '@shared/api/profiles';
import { messages } from '@shared/messages';
import { profileCopy } from '@shared/ui-copy';
import { UserPen } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { useViewer } from '../session/viewer-context';
import { useUser } from '../users/use-user';
import type { SchedulingLinkKind } from '@shared/scheduling-links';
import { EditProfileDrawer } from './edit/EditProfileDrawer';
import { SchedulingLinkDialog } from './links/SchedulingLinkDialog';
import { ProfileHeader } from './ProfileHeader';
import { ProfileSkeleton } from './ProfileSkeleton';
import { isProfileComplete, locationOf } from './profile-display';
import { AboutSection } from './sections/AboutSection';
import { CompanyInfoSection } from './sections/CompanyInfoSection';
import { CustomLinksSection } from './sections/CustomLinksSection';
import { PersonalInfoSection } from './sections/PersonalInfoSection';
import { ProTip } from './sections/ProTip';
import { MeetingLinksSection, ProfileLinkSection } from './sections/ShareLinksSection';

/**
 * My Public Profile (spec 3 §2.6): the signed-in user's profile as others see it, with
 * EDIT PROFILE or COMPLETE YOUR PROFILE opening the edit drawer.
 */
export function MyProfilePanel({ headingLevel = 2 }: { headingLevel?: 1 | 2 | 3 }) {
  const viewer = useViewer();
  const query = useUser<SelfProfile>(viewer.userId);
  const [isEditing, setIsEditing] = useState(false);
  const [linkKind, setLinkKind] = useState<SchedulingLinkKind | null>(null);
  const [lastLinkKind, setLastLinkKind] = useState<SchedulingLinkKind>('meeting');
  const copy = profileCopy.panel;

  if (query.isPending) return <ProfileSkeleton label={copy.loading} />;
  if (query.isError) {
    return (
      <ErrorState message={query.error.message} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
    );
  }
  const profile = query.data;
  const isComplete = isProfileComplete(profile);
  return (
    <div className="flex flex-col gap-6" data-testid="my-profile-panel">
      <ProfileHeader
        profile={profile}
        headingLevel={headingLevel}
        action={
          <Button icon={UserPen} variant={isComplete ? 'secondary' : 'primary'} onClick={() => setIsEditing(true)}>
            {isComplete ? messages.profile.editProfile : messages.profile.completeProfile}
          </Button>
        }
      />
      <AboutSection title={copy.aboutMe} bio={profile.bio} isOwn />
      <ProTip />
      <ProfileLinkSection title={copy.shareProfileLink} profileAlias={profile.profileAlias} />
      <MeetingLinksSection
        title={copy.shareMeetingLinks}
        meetingLink={profile.meetingLink}
        calendarLink={profile.calendarLink}
        onEdit={(kind) => {
          setLinkKind(kind);
          setLastLinkKind(kind);
        }}
      />
      <CustomLinksSection links={profile.userLinks ?? []} />
      <PersonalInfoSection location={locationOf(profile)} phone={profile.phone} email={profile.email} />
      <CompanyInfoSection company={profile.company} />
      <EditProfileDrawer open={isEditing} onClose={() => setIsEditing(false)} />
      {/* The last kind stays while the dialog fades out. */}
      <SchedulingLinkDialog
        kind={linkKind ?? lastLinkKind}
        open={linkKind !== null}
        onClose={() => setLinkKind(null)}
      />
    </div>
  );
}
