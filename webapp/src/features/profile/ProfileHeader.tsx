import type { ReactNode } from 'react';
import { Avatar } from '../../ui/Avatar';
import { fullNameOf, type Named } from './profile-display';

type HeaderProfile = Named & { avatar: string | null; headline: string | null };

/** Avatar, name and headline at the top of a profile, with an optional action below. */
export function ProfileHeader({
  profile,
  action,
  headingLevel = 2,
}: {
  profile: HeaderProfile;
  action?: ReactNode;
  headingLevel?: 1 | 2 | 3;
}) {
  const name = fullNameOf(profile);
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <Avatar name={name} src={profile.avatar} size="xl" decorative />
      <div className="flex w-full min-w-0 flex-col gap-1">
        <Heading className="truncate text-lg font-semibold text-slate-900" title={name}>
          {name}
        </Heading>
        {profile.headline ? (
          <p className="line-clamp-2 text-sm text-slate-600" title={profile.headline}>
            {profile.headline}
          </p>
        ) : null}
      </div>
      {action}
    </div>
  );
}
