import type { PublicProfile } from '@shared/api/profiles';
import { profileCopy } from '@shared/ui-copy';
import { UserPlus } from 'lucide-react';
import { ButtonLink } from '../../ui/ButtonLink';
import { Skeleton } from '../../ui/Skeleton';
import { useSession } from '../session/use-session';
import { ProfileConnectButton } from './ProfileConnectButton';

/**
 * Under a public profile: signed out, CONNECT leads to sign-in and back here
 * (/login?redirectProfile={alias}); signed in, the pairing-status button; on one's own, a note.
 */
export function PublicProfileAction({ profile }: { profile: PublicProfile }) {
  const session = useSession();
  const copy = profileCopy.publicPage;
  if (session.isPending) return <Skeleton className="h-10 w-40" />;
  const viewerId = session.data?.user.id;
  if (!viewerId) {
    return (
      <div className="flex flex-col items-center gap-2">
        <ButtonLink to={`/login?redirectProfile=${encodeURIComponent(profile.profileAlias)}`}>
          <UserPlus aria-hidden="true" className="size-4" />
          {copy.connect}
        </ButtonLink>
        <p className="text-xs text-slate-600">{copy.signInToConnect(profile.firstName)}</p>
      </div>
    );
  }
  if (viewerId === profile.userId) return <p className="text-sm text-slate-600">{copy.yourProfile}</p>;
  return <ProfileConnectButton viewerId={viewerId} userId={profile.userId} source="profile" />;
}
