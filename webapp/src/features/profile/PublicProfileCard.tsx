import type { PublicProfile } from '@shared/api/profiles';
import { profileCopy, uiCopy } from '@shared/ui-copy';
import type { ReactNode } from 'react';
import { ProfileHeader } from './ProfileHeader';
import { locationOf } from './profile-display';
import { AboutSection } from './sections/AboutSection';
import { CompanyInfoSection } from './sections/CompanyInfoSection';
import { CustomLinksSection } from './sections/CustomLinksSection';
import { NotAdded } from './sections/NotAdded';
import { ProfileSection } from './sections/ProfileSection';
import { MeetingLinksSection } from './sections/ShareLinksSection';

/**
 * The public profile of /cp/{alias}: what anyone may see, never e-mail nor phone.
 * `action` is the connect button (or the sign-in prompt) under the name.
 */
export function PublicProfileCard({ profile, action }: { profile: PublicProfile; action: ReactNode }) {
  const copy = profileCopy.panel;
  const location = locationOf(profile);
  return (
    <article className="flex flex-col gap-6 rounded-lg border border-slate-200 bg-white p-6 mobile:p-4">
      <ProfileHeader profile={profile} headingLevel={1} action={action} />
      {/* The sections' titles are h3: this keeps the outline from skipping a level under the name's h1. */}
      <h2 className="sr-only">{uiCopy.screens.profileTitle}</h2>
      <div className="grid gap-6 desktop:grid-cols-2">
        <div className="flex flex-col gap-6">
          <AboutSection title={copy.about} bio={profile.bio} isOwn={false} />
          <MeetingLinksSection
            title={copy.meetWith(profile.firstName)}
            meetingLink={profile.meetingLink}
            calendarLink={profile.calendarLink}
          />
          <CustomLinksSection links={profile.userLinks ?? []} />
        </div>
        <div className="flex flex-col gap-6">
          <ProfileSection title={copy.location}>
            <p className="text-sm text-slate-900">{location ?? <NotAdded />}</p>
          </ProfileSection>
          <CompanyInfoSection company={profile.company} />
        </div>
      </div>
    </article>
  );
}
