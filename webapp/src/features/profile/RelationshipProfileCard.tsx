import type { Profile } from '@shared/api/profiles';
import { messages } from '@shared/messages';
import { profileCopy } from '@shared/ui-copy';
import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Avatar } from '../../ui/Avatar';
import { ErrorState } from '../../ui/ErrorState';
import { useViewer } from '../session/viewer-context';
import { useUser } from '../users/use-user';
import { ProfileConnectButton } from './ProfileConnectButton';
import { ProfileSkeleton } from './ProfileSkeleton';
import { fullNameOf, locationOf } from './profile-display';
import { AboutSection } from './sections/AboutSection';
import { CompanyInfoSection } from './sections/CompanyInfoSection';
import { CustomLinksSection } from './sections/CustomLinksSection';
import { PersonalInfoSection } from './sections/PersonalInfoSection';
import { MeetingLinksSection, ProfileLinkSection } from './sections/ShareLinksSection';
import { SourceLinksSection } from './sections/SourceLinksSection';

function CardBody({ profile, showConnect }: { profile: Profile; showConnect: boolean }) {
  const viewer = useViewer();
  const name = fullNameOf(profile);
  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center gap-3">
        <Avatar name={name} src={profile.avatar} size="lg" decorative />
        <div className="flex min-w-0 flex-col">
          <p className="truncate font-semibold text-slate-900" title={name}>
            {name}
          </p>
          {profile.headline ? (
            <p className="line-clamp-2 text-sm text-slate-600" title={profile.headline}>
              {profile.headline}
            </p>
          ) : null}
        </div>
      </div>
      {showConnect ? (
        <ProfileConnectButton
          viewerId={viewer.userId}
          userId={profile.userId}
          congratulate={{
            userId: profile.userId,
            firstName: profile.firstName,
            lastName: profile.lastName,
            avatar: profile.avatar,
          }}
          fullWidth
        />
      ) : null}
      <AboutSection title={profileCopy.panel.about} bio={profile.bio} isOwn={false} />
      <ProfileLinkSection title={profileCopy.panel.profileLink} profileAlias={profile.profileAlias} />
      <MeetingLinksSection
        title={profileCopy.panel.meetWith(profile.firstName)}
        meetingLink={profile.meetingLink}
        calendarLink={profile.calendarLink}
      />
      <CustomLinksSection links={profile.userLinks ?? []} />
      {/* phone: only connected people receive it; email: only a premium viewer, for that person. */}
      <PersonalInfoSection location={locationOf(profile)} phone={profile.phone} email={profile.email} />
      <SourceLinksSection userId={profile.userId} />
      <CompanyInfoSection company={profile.company} />
    </div>
  );
}

export type RelationshipProfileCardProps = {
  userId: string;
  /** Shows CONNECT PRIVATELY / ACCEPT / VISIT PRIVATE WORKSPACE from the pairing status. */
  showConnect?: boolean;
  defaultOpen?: boolean;
  /** False inside a drawer already titled 'You + {firstName}': the body alone, always open. */
  isCollapsible?: boolean;
};

/** 'You + {firstName}': the connected person's profile, collapsible (spec 3 §2.6). */
export function RelationshipProfileCard({
  userId,
  showConnect = false,
  defaultOpen = true,
  isCollapsible = true,
}: RelationshipProfileCardProps) {
  const query = useUser<Profile>(userId);
  const firstName = query.data?.firstName ?? '';
  const body = query.isPending ? (
    <ProfileSkeleton label={profileCopy.card.loading} />
  ) : query.isError ? (
    <ErrorState
      size="sm"
      message={query.error.message}
      onRetry={() => void query.refetch()}
      isRetrying={query.isFetching}
    />
  ) : (
    <CardBody profile={query.data} showConnect={showConnect} />
  );
  if (!isCollapsible) return <div aria-busy={query.isPending || undefined}>{body}</div>;
  return (
    <section className="rounded-lg border border-slate-200 bg-white" aria-busy={query.isPending || undefined}>
      <CollapsibleCard
        title={messages.profile.youPlus(firstName || '…')}
        defaultOpen={defaultOpen}
        toggleLabel={firstName ? profileCopy.card.toggle(firstName) : undefined}
      >
        {body}
      </CollapsibleCard>
    </section>
  );
}

/** A heading button that shows and hides the card's body (WAI-ARIA disclosure). */
function CollapsibleCard({
  title,
  toggleLabel,
  defaultOpen,
  children,
}: {
  title: string;
  toggleLabel?: string;
  defaultOpen: boolean;
  children: ReactNode;
}) {
  const [isOpen, setIsOpen] = useState(defaultOpen);
  const panelId = useId();
  return (
    <>
      <h2>
        <button
          type="button"
          aria-label={toggleLabel}
          aria-expanded={isOpen}
          aria-controls={isOpen ? panelId : undefined}
          data-open={isOpen ? '' : undefined}
          onClick={() => setIsOpen((was) => !was)}
          className="group flex w-full items-center justify-between gap-2 rounded-lg px-4 py-3 text-left"
        >
          <span className="truncate text-sm font-semibold text-slate-900">{title}</span>
          <ChevronDown
            aria-hidden="true"
            className="size-4 shrink-0 text-slate-500 transition-transform group-data-open:rotate-180"
          />
        </button>
      </h2>
      {isOpen ? (
        <div id={panelId} className="border-t border-slate-200 px-4 py-4">
          {children}
        </div>
      ) : null}
    </>
  );
}
